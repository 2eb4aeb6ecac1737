import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppealForm } from '../../../components/AppealForm';
import { describeAppeal, fileSuspensionAppeal } from '../../../lib/appeals';
import type { AppealState } from '../../../lib/appeals';
import type { SuspensionAppealOffer } from '../server-errors';

export type SuspensionAppealProps = {
  offer: SuspensionAppealOffer;
  /** Opens with the form shown (the user chose Appeal, then proved their second factor). */
  writing?: boolean;
  /** An account with two-factor sign-in proves it before it appeals: the form asks for the code. */
  onCodeNeeded: () => void;
};

/**
 * A suspended user's way to appeal from the sign-in screen (decision 0065), where their refusal
 * brought the token that files it: the Appeal action and its form, then "Appeal sent on …" and,
 * once decided, the decision and its reason. Loaded only for a suspended sign-in.
 */
export function SuspensionAppeal({ offer, writing: initiallyWriting = false, onCodeNeeded }: SuspensionAppealProps) {
  const [writing, setWriting] = useState(initiallyWriting && offer.token !== null && offer.appeal === null);
  const [sent, setSent] = useState<AppealState | null>(null);
  const appeal = sent ?? offer.appeal;

  if (appeal) {
    const { title, reason } = describeAppeal(appeal);
    return (
      <Stack gap={2} role="status" aria-label="Your appeal">
        <Text fz="sm" fw={600}>
          {title}
        </Text>
        {reason && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            Reason: {reason}
          </Text>
        )}
        {appeal.status === 'pending' && (
          <Text fz="sm" c="dimmed">
            You will be told the decision by email.
          </Text>
        )}
      </Stack>
    );
  }
  const { token } = offer;
  if (writing && token) {
    return (
      <Stack>
        <AppealForm
          subject="your suspension"
          send={(text) => fileSuspensionAppeal({ token, text })}
          onCancel={() => setWriting(false)}
          onSent={() => setSent({ status: 'pending', filedAt: new Date().toISOString(), decidedAt: null, decisionReason: null })}
        />
      </Stack>
    );
  }
  return (
    <Group gap="sm" justify="space-between">
      <Text fz="sm" c="dimmed">
        Think this is a mistake? You can appeal once.
      </Text>
      <Button size="xs" variant="light" onClick={() => (token ? setWriting(true) : onCodeNeeded())}>
        Appeal
      </Button>
    </Group>
  );
}
