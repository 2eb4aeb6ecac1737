import { List, Stack, Text } from '@mantine/core';
import type { FrozenOffer } from '../api/types';
import { formatDate } from '../lib/format';
import { formatRate } from '../lib/money';

export type OfferTermsSummaryProps = {
  offer: Pick<FrozenOffer, 'rate' | 'hoursPerWeek' | 'startDate' | 'endDate' | 'milestones' | 'notes'>;
};

/** What a version offers, in a few lines. */
export function OfferTermsSummary({ offer }: OfferTermsSummaryProps) {
  return (
    <Stack gap={4}>
      <Text fz="sm">
        {offer.rate ? formatRate(offer.rate) : 'No rate stated'}
        {offer.hoursPerWeek ? ` · ${offer.hoursPerWeek} h/week` : ''} · from {formatDate(offer.startDate)}{' '}
        {offer.endDate ? `to ${formatDate(offer.endDate)}` : '(ongoing)'}
      </Text>
      {offer.milestones.length > 0 && (
        <List size="sm" spacing={2}>
          {offer.milestones.map((milestone, index) => (
            <List.Item key={index}>
              {milestone.title}
              {milestone.dueDate ? ` (due ${formatDate(milestone.dueDate)})` : ''}
            </List.Item>
          ))}
        </List>
      )}
      {offer.notes && (
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {offer.notes}
        </Text>
      )}
    </Stack>
  );
}
