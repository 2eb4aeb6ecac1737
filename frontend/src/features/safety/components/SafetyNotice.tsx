import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconEyeOff, IconFlag, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { ContestKind, SafetyReason } from '../../../api/types';
import type { SafetyNoticeTarget } from '../../../lib/safety';
import { ContestDialog } from './ContestDialog';

const NOUNS: Record<ContestKind, string> = {
  job_post: 'post',
  availability_post: 'post',
  application: 'cover letter',
  message: 'message',
};

export type SafetyNoticeProps = Omit<SafetyNoticeTarget, 'report'> & {
  /** Opens the app's report dialog for the text (or its author); readers of a warning are offered it. */
  onReport?: () => void;
  /** Tighter, for a message in a conversation. */
  compact?: boolean;
};

/**
 * What the safety check found in a post, a cover letter or a message (issue 40). Its reader sees a
 * calm warning, why, and what to do; its author sees why, whether it is held for review, and may
 * say once that it is a mistake. Nothing when the text is clear.
 */
export function SafetyNotice(props: SafetyNoticeProps) {
  const { safety, viewer } = props;
  if (safety.verdict === 'clear') return null;
  if (viewer === 'reader') return safety.verdict === 'warn' ? <ReaderWarning {...props} /> : <HeldForReaders {...props} />;
  return <AuthorNotice {...props} />;
}

function Reasons({ reasons, intro }: { reasons: SafetyReason[]; intro?: string }) {
  if (reasons.length === 0) return null;
  return (
    <Stack gap={4}>
      {intro && (
        <Text fz="sm" fw={600}>
          {intro}
        </Text>
      )}
      <List fz="sm" spacing={2}>
        {reasons.map((reason) => (
          <List.Item key={reason.code}>{reason.message}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The title keeps the page's text colour: the tint's own shade is too pale to read on it. */
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

function ReaderWarning({ safety, contentKind, onReport, onBlock, compact }: SafetyNoticeProps) {
  const title = `Be careful with this ${NOUNS[contentKind]}`;
  return (
    <Alert
      role="note"
      aria-label={title}
      color="yellow"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      p={compact ? 'xs' : undefined}
      styles={READABLE_TITLE}
    >
      <Stack gap="xs">
        <Reasons reasons={safety.reasons} />
        <Text fz="sm">Never pay to get work, and keep the conversation on VerifiedWork until you have a contract.</Text>
        {(onReport || onBlock) && (
          <Group gap="xs">
            {onReport && (
              <Button size="xs" variant="default" leftSection={<IconFlag size={14} aria-hidden />} onClick={onReport}>
                Report
              </Button>
            )}
            {onBlock && (
              <Button size="xs" variant="default" leftSection={<IconUserOff size={14} aria-hidden />} onClick={onBlock}>
                Block
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** An administrator looking at a held text: it is hidden from everyone else. */
function HeldForReaders({ safety, contentKind, compact }: SafetyNoticeProps) {
  return (
    <Alert
      role="note"
      aria-label="Being reviewed"
      color="blue"
      variant="light"
      title="Being reviewed"
      icon={<IconEyeOff size={18} aria-hidden />}
      p={compact ? 'xs' : undefined}
      styles={READABLE_TITLE}
    >
      <Stack gap="xs">
        <Text fz="sm">Only its author and administrators can see this {NOUNS[contentKind]} while our safety team reviews it.</Text>
        <Reasons reasons={safety.reasons} intro="Why" />
      </Stack>
    </Alert>
  );
}

function AuthorNotice({ safety, contentKind, contentId, compact }: SafetyNoticeProps) {
  const [contesting, setContesting] = useState(false);
  const [contested, setContested] = useState(false);
  const noun = NOUNS[contentKind];
  const held = safety.verdict === 'hold';
  const title = held ? 'Being reviewed' : `Readers see a warning on your ${noun}`;
  const explanation = held
    ? contentKind === 'message'
      ? 'This message has not been delivered. Only you can see it while our safety team reviews it.'
      : `Only you can see this ${noun} while our safety team reviews it.`
    : `Our safety check found something that often comes with scams, so people who read your ${noun} see a warning with these reasons.`;

  return (
    <Alert
      role="note"
      aria-label={title}
      color="blue"
      variant="light"
      title={title}
      icon={held ? <IconEyeOff size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
      p={compact ? 'xs' : undefined}
      styles={READABLE_TITLE}
    >
      <Stack gap="xs">
        <Text fz="sm">{explanation}</Text>
        <Reasons reasons={safety.reasons} intro="Why" />
        {contested ? (
          <Text fz="sm" c="dimmed">
            You asked for a review. We will let you know what our team decides.
          </Text>
        ) : (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setContesting(true)}>
              This is a mistake
            </Button>
          </Group>
        )}
      </Stack>
      <ContestDialog
        contentKind={contentKind}
        contentId={contentId}
        opened={contesting}
        onClose={() => setContesting(false)}
        onContested={() => setContested(true)}
      />
    </Alert>
  );
}
