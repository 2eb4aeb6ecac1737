import { Anchor, Card, Collapse, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { PublicProfile, TrustScoreBreakdown } from '../../../api/types';
import { formatRating, pluralize, trustScoreRating } from '../../../lib/format';
import { trustScoreQueryOptions } from '../api';

export type TrustScoreCardProps = {
  profile: PublicProfile;
};

/** The score out of 100 and as a rating out of 5, with how it is made up on demand. */
export function TrustScoreCard({ profile }: TrustScoreCardProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();

  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        Trust score
      </Title>
      {profile.trustScore === null ? (
        <Text fz="sm" c="dimmed">
          No trust score yet. It starts with a verified identity, a published review or a completed contract.
        </Text>
      ) : (
        <Group gap="lg" align="baseline">
          <Text fz={28} fw={700} lh={1}>
            {profile.trustScore}/100
          </Text>
          <Text fz="lg" fw={600}>
            {formatRating(trustScoreRating(profile.trustScore))}
          </Text>
        </Group>
      )}
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

type Part = { label: string; points: number; maximum: number; inputs: string; rule: string };

function partsOf({ verified, reviewCount, averageRating, completedContracts, points, maximum, rules }: TrustScoreBreakdown): Part[] {
  const pointsPerContract = maximum.contracts / rules.contractsForFullCredit;
  return [
    {
      label: 'Verified identity',
      points: points.verification,
      maximum: maximum.verification,
      inputs: `Identity verified: ${verified ? 'yes' : 'no'}`,
      rule: `All ${maximum.verification} points once an admin has approved the identity verification.`,
    },
    {
      label: 'Reviews',
      points: points.reviews,
      maximum: maximum.reviews,
      inputs:
        averageRating === null
          ? 'No published reviews yet'
          : `${pluralize(reviewCount, 'published review')} averaging ${averageRating.toFixed(2)} of 5`,
      rule: `The average starts from ${pluralize(rules.priorWeight, 'imaginary rating')} of ${rules.priorRating}, so a few reviews cannot decide it alone.`,
    },
    {
      label: 'Completed contracts',
      points: points.contracts,
      maximum: maximum.contracts,
      inputs: pluralize(completedContracts, 'completed contract'),
      rule: `${pointsPerContract} points for each, up to ${rules.contractsForFullCredit} contracts.`,
    },
  ];
}

function Explanation({ breakdown }: { breakdown: TrustScoreBreakdown }) {
  return (
    <Stack gap="sm" mt="sm">
      <Text fz="sm">The score adds up three parts, out of 100. The rating is the score divided by 20, out of 5.</Text>
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
            <Text fz="xs" c="dimmed">
              {part.rule}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
