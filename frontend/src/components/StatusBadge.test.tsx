import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { getStatusBadgeStyle, StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['completed', 'default'],
    ['approved', 'default'],
    ['active', 'default'],
    ['pending', 'secondary'],
    ['open', 'secondary'],
    ['rejected', 'destructive'],
    ['cancelled', 'destructive'],
    ['closed', 'destructive'],
  ])('styles %s as %s', (status, style) => {
    expect(getStatusBadgeStyle(status)).toBe(style);
  });

  it('shows the status in words', () => {
    renderWithProviders(<StatusBadge status="under_review" />);
    expect(screen.getByText('under review').closest('[data-badge-style]')?.getAttribute('data-badge-style')).toBe('default');
  });
});
