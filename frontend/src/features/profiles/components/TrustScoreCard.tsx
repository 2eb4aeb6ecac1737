import { Anchor, Card, Collapse, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { PublicProfile, TrustScoreBreakdown } from '../../../api/types';
import { pluralize } from '../../../lib/format';
import { trustScoreQueryOptions } from '../api';

export type TrustScoreCardProps = {
  /** The profile, or any account with its score (the administrators' page of a user). */
  profile: Pick<PublicProfile, 'id' | 'trustScore'>;
  /** Offers how the score is made up; not to a visitor, whose breakdown call would be refused (reviews are for members). */
  withBreakdown?: boolean;
};

/**
 * The score out of 100 with what it measures, and how it is made up on demand. Never shown as stars:
 * a rating is the average of reviews (decision 0062).
 */
export function TrustScoreCard({ profile, withBreakdown = true }: TrustScoreCardProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();

  return (
    <Card id="trust-score">
      <Title order={2} size="h4" mb="xs">
        Trust score
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Measures how far others can rely on this account: a verified identity, reviews weighed by who gave them, and contracts completed
        with different people.
      </Text>
      {profile.trustScore === null ? (
        <Text fz="sm" c="dimmed">
          No trust score yet. It starts with a verified identity or a contract that ran a few days.
        </Text>
      ) : (
        <Text fz={28} fw={700} lh={1}>
          {profile.trustScore}/100
        </Text>
      )}
      {withBreakdown && (
        <>
          <Anchor
            component="button"
            type="button"
            fz="sm"
            mt="sm"
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={panelId}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            How is this calculated?
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Anchor>
          <div id={panelId}>
            {/* Unmounted while closed: the breakdown is only fetched for someone who asks. */}
            <Collapse expanded={opened} keepMounted={false}>
              <TrustScoreExplanation userId={profile.id} />
            </Collapse>
          </div>
        </>
      )}
    </Card>
  );
}

function TrustScoreExplanation({ userId }: { userId: string }) {
  const { data, isPending, isError } = useQuery(trustScoreQueryOptions(userId));
  if (isPending) return <Loader size="sm" mt="sm" role="status" aria-label="Loading" />;
  if (isError) {
    return (
      <Text fz="sm" c="dimmed" mt="sm">
        The explanation could not be loaded.
      </Text>
    );
  }
  return <Explanation breakdown={data} />;
}

type Part = { label: string; points: number; maximum: number; inputs: string; notes: string[]; rule: string };

/** "1 was", "3 were": the start of a note on some of the inputs. */
const someWere = (count: number) => `${count} ${count === 1 ? 'was' : 'were'}`;

/** A weight as people say it: "half", "a quarter". */
function weightInWords(weight: number): string {
  if (weight === 0.5) return 'half';
  if (weight === 0.25) return 'a quarter';
  return `${weight}×`;
}

function partsOf({ verified, contracts, reviews, points, maximum, rules }: TrustScoreBreakdown): Part[] {
  const pointsPerContract = maximum.contracts / rules.contractsForFullCredit;
  const unverifiedCounts = `count ${weightInWords(rules.unverifiedWeight)}`;
  const newAccountCounts = `count ${weightInWords(rules.newAccountWeight)}`;
  const youngerThan = `under ${rules.newAccountDays} days old`;
  return [
    {
      label: 'Verified identity',
      points: points.verification,
      maximum: maximum.verification,
      inputs: `Identity verified: ${verified ? 'yes' : 'no'}`,
      notes: [],
      rule: `All ${maximum.verification} points once an admin has approved the identity verification.`,
    },
    {
      label: 'Reviews',
      points: points.reviews,
      maximum: maximum.reviews,
      inputs:
        reviews.published === 0
          ? 'No published reviews yet'
          : `${reviews.counted} of ${pluralize(reviews.published, 'published review')} counted` +
            (reviews.averageRating === null ? '' : `, averaging ${reviews.averageRating.toFixed(2)} of 5`),
      notes: [
        ...(reviews.onUncountedContracts > 0 ? [`${someWere(reviews.onUncountedContracts)} of contracts that did not count`] : []),
        ...(reviews.repeats > 0 ? [`${someWere(reviews.repeats)} repeats from a reviewer already counted`] : []),
        ...(reviews.unverified > 0 ? [`${reviews.unverified} from unverified accounts ${unverifiedCounts}`] : []),
        ...(reviews.newAccounts > 0 ? [`${reviews.newAccounts} from accounts ${youngerThan} ${newAccountCounts}`] : []),
      ],
      rule:
        `One review per reviewer, the mean of their ratings. The average starts from ${pluralize(rules.priorWeight, 'imaginary rating')} ` +
        `of ${rules.priorRating}, so points grow as reviews add up. Reviews from unverified accounts ${unverifiedCounts}, ` +
        `from accounts ${youngerThan} ${newAccountCounts} again.`,
    },
    {
      label: 'Completed contracts',
      points: points.contracts,
      maximum: maximum.contracts,
      inputs:
        contracts.completed === 0
          ? 'No completed contracts yet'
          : `${contracts.counted} of ${pluralize(contracts.completed, 'completed contract')} counted`,
      notes: [
        ...(contracts.tooShort > 0 ? [`${someWere(contracts.tooShort)} shorter than ${pluralize(rules.minimumContractDays, 'day')}`] : []),
        ...(contracts.repeats > 0 ? [`${someWere(contracts.repeats)} repeats with someone already counted`] : []),
        ...(contracts.unverified > 0 ? [`${contracts.unverified} with unverified accounts ${unverifiedCounts}`] : []),
        ...(contracts.newAccounts > 0 ? [`${contracts.newAccounts} with accounts ${youngerThan} ${newAccountCounts}`] : []),
      ],
      rule:
        `${pointsPerContract} points for each different client or worker, up to ${rules.contractsForFullCredit}, ` +
        `once a contract with them ran ${pluralize(rules.minimumContractDays, 'day')}; weighed like their reviews.`,
    },
  ];
}

function Explanation({ breakdown }: { breakdown: TrustScoreBreakdown }) {
  return (
    <Stack gap="sm" mt="sm">
      <Text fz="sm">The score adds up three parts, out of 100. Each client or worker counts once.</Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {partsOf(breakdown).map((part) => (
          <Stack component="li" key={part.label} gap={2}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fz="sm" fw={600}>
                {part.label}
              </Text>
              <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {part.points} / {part.maximum} points
              </Text>
            </Group>
            <Text fz="sm">{part.inputs}</Text>
            {part.notes.map((note) => (
              <Text key={note} fz="sm" c="dimmed">
                {note}
              </Text>
            ))}
            <Text fz="xs" c="dimmed">
              {part.rule}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
