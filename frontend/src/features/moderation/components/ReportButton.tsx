import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReportType } from '../../../api/types';
import { ReportDialog } from './ReportDialog';

const BUTTON_LABELS: Record<Exclude<ReportType, 'message'>, string> = { user: 'Report user', job: 'Report job' };

export type ReportButtonProps = {
  reportType: Exclude<ReportType, 'message'>;
  targetId: string;
  /** What is reported, as the dialog names it. */
  subject: string;
} & Pick<ButtonProps, 'fullWidth' | 'mt'>;

/** A quiet button that opens the report dialog for a user or a job post. */
export function ReportButton({ reportType, targetId, subject, ...buttonProps }: ReportButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" size="xs" leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setOpened(true)} {...buttonProps}>
        {BUTTON_LABELS[reportType]}
      </Button>
      <ReportDialog reportType={reportType} targetId={targetId} subject={subject} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
