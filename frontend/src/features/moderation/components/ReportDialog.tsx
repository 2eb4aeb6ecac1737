import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors } from '../../../api/errors';
import type { ReportType } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { fileReport, REPORT_LIMITS } from '../api';

const DIALOG_TITLES: Record<ReportType, string> = { user: 'Report user', job: 'Report job', message: 'Report message' };

export type ReportDialogProps = {
  reportType: ReportType;
  /** The id of the reported user, job post or message. */
  targetId: string;
  /** What is reported, as the dialog names it: a person's name, a job's title, 'this message'. */
  subject: string;
  opened: boolean;
  onClose: () => void;
};

/** Reports a user, a job post or a message to the administrators: a reason, and evidence if there is any. */
export function ReportDialog({ reportType, opened, onClose, ...others }: ReportDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={DIALOG_TITLES[reportType]} centered>
      {/* Mounted only while open, so each opening starts empty. */}
      {opened && <ReportForm reportType={reportType} onDone={onClose} {...others} />}
    </Modal>
  );
}

type ReportDraft = { reason: string; evidence: string };

const REPORT_DRAFT_FIELDS = ['reason', 'evidence'] as const;

type ReportFormProps = Omit<ReportDialogProps, 'opened' | 'onClose'> & { onDone: () => void };

function ReportForm({ reportType, targetId, subject, onDone }: ReportFormProps) {
  const form = useForm<ReportDraft>({
    name: 'report',
    initialValues: { reason: '', evidence: '' },
    validate: { reason: isNotEmpty('Please give a reason') },
  });

  const submit = useMutation({
    mutationFn: ({ reason, evidence }: ReportDraft) =>
      fileReport({ reportType, targetId, reason: reason.trim(), evidence: evidence.trim() || undefined }),
    onSuccess: () => {
      notifySuccess({ title: 'Report submitted', description: 'Our team will review it and let you know the outcome.' });
      onDone();
    },
    onError: (error) => {
      form.setErrors(getFieldErrors(error, REPORT_DRAFT_FIELDS));
      notifyError({ title: 'Failed to submit report', description: getErrorMessage(error) });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(
        (draft) => submit.mutate(draft),
        () => form.getInputNode('reason')?.focus(),
      )}
      noValidate
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Tell our team what is wrong with {subject}. Only our team sees your report.
        </Text>
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={REPORT_LIMITS.reason}
          disabled={submit.isPending}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Textarea
          label="Evidence"
          description="Optional: links or details that back your report."
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REPORT_LIMITS.evidence}
          disabled={submit.isPending}
          {...form.getInputProps('evidence')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending}>
            Submit Report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
