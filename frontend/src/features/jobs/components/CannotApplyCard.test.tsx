import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { CannotApplyCard } from './CannotApplyCard';

const REASON = 'This job is open to verified workers only. Get verified to apply.';

describe('cannot apply card', () => {
  it('links an unverified freelancer to the verification screen', async () => {
    renderWithRouter(<CannotApplyCard reason="verification-required" viewerRole="freelancer" jobStatus="open" />);

    expect(await screen.findByText(REASON)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get verified' }).getAttribute('href')).toBe('/verification');
  });

  it('has no link for the reasons verification does not change', async () => {
    renderWithRouter(<CannotApplyCard reason="not-open" viewerRole="freelancer" jobStatus="closed" />);

    expect(await screen.findByText('This job is closed and no longer takes applications.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get verified' })).toBeNull();
  });
});
