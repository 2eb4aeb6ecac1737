import { Group, Text } from '@mantine/core';
import type { Application } from '../../../api/types';
import { proposalTerms } from '../proposal-view';

export type ProposalTermsProps = {
  application: Pick<Application, 'proposedRate' | 'availability'>;
};

/** The rate asked, the hours a week and the start date, as labelled values; nothing for older applications. */
export function ProposalTerms({ application }: ProposalTermsProps) {
  const terms = proposalTerms(application);
  if (terms.length === 0) return null;
  return (
    <Group gap="lg" wrap="wrap" component="dl" m={0} data-testid="proposal-terms">
      {terms.map(({ label, value }) => (
        <Group key={label} gap={6} wrap="nowrap">
          <Text component="dt" fz="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fz="sm" fw={600} m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
