import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RankReasons } from './RankReasons';

describe('RankReasons', () => {
  it('shows the reasons on one line, separated by dots', () => {
    renderWithProviders(<RankReasons reasons={['Verified', '4.9 from 12 reviews', 'Skills match 3 of your search words']} />);
    expect(screen.getByTestId('rank-reasons').textContent).toBe('Verified · 4.9 from 12 reviews · Skills match 3 of your search words');
  });

  it('shows nothing without reasons', () => {
    renderWithProviders(<RankReasons reasons={[]} />);
    expect(screen.queryByTestId('rank-reasons')).toBeNull();
  });
});
