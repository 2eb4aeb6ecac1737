import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { OfferValues } from '../offer-form';
import { OfferForm } from './OfferForm';

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('OfferForm', () => {
  it('sends the terms as the API takes them: minor units, ongoing as no end date, the milestones listed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<OfferForm submitLabel="Send offer" onSubmit={onSubmit} onCancel={() => {}} />);
    type(/Rate per hour/, '18.50');
    type(/Hours per week/, '20');
    type(/Start date/, '2027-01-04');
    fireEvent.click(screen.getByRole('button', { name: 'Add milestone' }));
    type(/Milestone 1 title/, '  Set up the help desk ');
    type(/Milestone 1 due date/, '2027-01-15');
    type('Notes', 'Weekly call');
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      rate: { type: 'hourly', currency: 'USD', amount: 1850 },
      hoursPerWeek: 20,
      startDate: '2027-01-04',
      endDate: null,
      milestones: [{ title: 'Set up the help desk', dueDate: '2027-01-15', description: '' }],
      notes: 'Weekly call',
    });
  });

  it('refuses an end before the start and a milestone without a title, saying why', async () => {
    const onSubmit = vi.fn();
    const initialValues: OfferValues = {
      rateType: 'fixed',
      currency: 'EUR',
      amount: 1500,
      hoursPerWeek: '',
      startDate: '2027-02-01',
      ongoing: false,
      endDate: '2027-01-01',
      milestones: [{ title: ' ', dueDate: '', description: '' }],
      notes: '',
    };
    renderWithProviders(
      <OfferForm initialValues={initialValues} submitLabel="Send counter-offer" onSubmit={onSubmit} onCancel={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText('The end date must be on or after the start date')).toBeTruthy();
    expect(screen.getByText('Each milestone needs a title')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove milestone 1' }));
    type(/End date/, '2027-03-01');
    fireEvent.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ rate: { type: 'fixed', currency: 'EUR', amount: 150000 }, endDate: '2027-03-01', milestones: [] }),
      ),
    );
  });
});
