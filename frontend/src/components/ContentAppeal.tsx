import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { appealKeys, describeAppeal, fileAppeal, ownActionQueryOptions } from '../lib/appeals';
import { AppealForm } from './AppealForm';

export type ContentAppealProps = {
  /** The job post, portfolio item or message an administrator acted on. */
  subjectId: string;
  /** What the appeal is of, as the form says it: "the takedown of this post". */
  subject: string;
};

/**
 * What the owner of taken-down or removed content may still do (decision 0065): appeal the
 * administrator's action once, then read where the appeal stands and, once decided, its reason.
 * Shows nothing when no administrator acted on it (a post the safety review removed is contested
 * from its own notice).
 */
export function ContentAppeal({ subjectId, subject }: ContentAppealProps) {
  const queryClient = useQueryClient();
  const { data } = useQuery(ownActionQueryOptions(subjectId));
  const [writing, setWriting] = useState(false);
  if (!data?.action) return null;
  const { action, appeal, canAppeal } = data;
  const described = appeal && describeAppeal({ ...appeal, filedAt: appeal.createdAt });

  return (
    <Stack gap={4} data-testid="content-appeal">
      {described && (
        <div role="status">
          <Text fz="sm" fw={600}>
            {described.title}
          </Text>
          {described.reason && (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              Reason: {described.reason}
            </Text>
          )}
        </div>
      )}
      {canAppeal && (
        <Group>
          <Button size="xs" variant="light" onClick={() => setWriting(true)}>
            Appeal
          </Button>
        </Group>
      )}
      <Modal opened={writing} onClose={() => setWriting(false)} title="Appeal the decision" centered>
        {/* Mounted only while open, so each opening starts empty. */}
        {writing && (
          <AppealForm
            subject={subject}
            send={(text) => fileAppeal({ actionId: action.id, text })}
            onCancel={() => setWriting(false)}
            onSent={() => {
              setWriting(false);
              void queryClient.invalidateQueries({ queryKey: appealKeys.ownAction(subjectId) });
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
