import { fireEvent, screen } from '@testing-library/react';

/** The pay a post must state (decision 0070): an offer's $25–40 an hour for 20 hours a week, or an availability's $22 an hour. */
export function fillPostPay(): void {
  const availability = screen.queryByRole('textbox', { name: 'Your hourly rate' });
  if (availability) {
    fireEvent.change(availability, { target: { value: '22' } });
    return;
  }
  fireEvent.change(screen.getByRole('textbox', { name: 'Lowest rate per hour' }), { target: { value: '25' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Highest rate per hour' }), { target: { value: '40' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Hours per week' }), { target: { value: '20' } });
}
