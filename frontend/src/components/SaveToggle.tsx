import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type SavedKind, savedItemIdsQueryOptions, useSaveItem } from '../lib/saved-items';

export type SaveToggleProps = {
  kind: SavedKind;
  /** The post's id, or the freelancer's. */
  id: string;
  /** The signed-in user's id; null for a visitor, who sees no heart. */
  viewerId: string | null;
  /** Who the item belongs to (the poster, or the freelancer themselves): no heart on one's own. */
  ownerId: string;
};

/** The heart on job and freelancer cards and pages (decision 0074): pressed when saved. */
export function SaveToggle({ kind, id, viewerId, ownerId }: SaveToggleProps) {
  if (viewerId === null || viewerId === ownerId) return null;
  return <Heart kind={kind} id={id} />;
}

function Heart({ kind, id }: { kind: SavedKind; id: string }) {
  const { data: ids } = useQuery(savedItemIdsQueryOptions());
  const save = useSaveItem();
  const saved = (kind === 'job' ? ids?.jobIds : ids?.freelancerIds)?.includes(id) ?? false;
  const label = saved ? 'Saved' : kind === 'job' ? 'Save job' : 'Save freelancer';
  return (
    <Tooltip label={saved ? 'Remove from Saved' : label} withArrow>
      <ActionIcon
        variant={saved ? 'light' : 'subtle'}
        color={saved ? 'red' : 'gray'}
        size="lg"
        aria-label={label}
        aria-pressed={saved}
        disabled={ids === undefined}
        onClick={() => save.mutate({ kind, id, saved: !saved })}
      >
        {saved ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
