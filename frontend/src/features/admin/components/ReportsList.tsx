import { Card, Stack, Text, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { AdminReport, ReportOutcome, ReportType } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink } from '../../../components/links';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { formatDate, fullName } from '../../../lib/format';
import { LIMITS } from '../../../lib/limits';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, closeReport, pendingReportsQueryOptions } from '../api';
import { DecisionForm } from './DecisionForm';
import type { DecisionOption } from './DecisionForm';
import { ActionsTaken, ReportEnforcementActions } from './EnforcementActions';
import { ReportContext } from './ReportContext';
import { QueueItemBar, useTakenByAnother } from './QueueItemBar';

const REPORT_TYPE_LABELS: Record<ReportType, string> = { user: 'User', job: 'Job', message: 'Message' };

const OUTCOMES: DecisionOption<ReportOutcome>[] = [
  { value: 'dismissed', label: 'Dismiss', variant: 'default' },
  { value: 'resolved', label: 'Resolve' },
];

/** Pending reports, newest first, each closed (resolved or dismissed) with a note to the reporter. */
export function ReportsList() {
  const query = useSuspenseInfiniteQuery(pendingReportsQueryOptions());
  const reports = query.data.pages.flat();
  if (reports.length === 0) {
    return (
      <EmptyState
        title="No pending reports"
        description="Reports filed by members appear here."
        icon={<IconFlag size={28} aria-hidden />}
      />
    );
  }
  return (
    <Stack gap="md">
      {reports.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
      <MorePagesFooter query={query} />
    </Stack>
  );
}

/**
 * The reported thing: the job's title or the user's name, linked to its page; the bare id for a
 * message (which has no page), or for a job or user that is gone.
 */
function ReportTarget({ report }: { report: AdminReport }) {
  const { reportType, targetId, targetName } = report;
  const style = { overflowWrap: 'anywhere' } as const;
  if (reportType === 'job') {
    return (
      <AnchorLink to="/jobs/$jobId" params={{ jobId: targetId }} style={style}>
        {targetName ?? targetId}
      </AnchorLink>
    );
  }
  if (reportType === 'user') {
    return (
      <AnchorLink to="/profile/$userId" params={{ userId: targetId }} style={style}>
        {targetName ?? targetId}
      </AnchorLink>
    );
  }
  return (
    <Text span style={style}>
      {targetId}
    </Text>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Text component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const queryClient = useQueryClient();
  const typeLabel = REPORT_TYPE_LABELS[report.reportType];
  const { reporter } = report;
  const blocked = useTakenByAnother(report.queue);

  const close = useMutation({
    mutationFn: closeReport,
    onSuccess: async (_closed, { status }) => {
      notifySuccess({
        title: status === 'resolved' ? 'Report resolved' : 'Report dismissed',
        description: 'The reporter has been notified.',
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => notifyError({ title: 'Failed to update report', description: getErrorMessage(error) }),
  });

  const handleDecide = (status: ReportOutcome, note: string) => close.mutateAsync({ reportId: report.id, status, note });

  return (
    <Card component="article" aria-label={`${typeLabel} report ${report.id}`}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {typeLabel} report
        </Title>
        <QueueItemBar
          kind="reports"
          itemId={report.id}
          createdAt={report.createdAt}
          queue={report.queue}
          personId={report.reportType === 'user' ? report.targetId : null}
          open={report.status === 'pending'}
        />
        <Field label={`Reported ${typeLabel.toLowerCase()}`}>
          <ReportTarget report={report} />
        </Field>
        <Field label="Reason">{report.reason}</Field>
        {report.evidence && <Field label="Evidence">{report.evidence}</Field>}
        <Text fz="sm" c="dimmed">
          Reported by{' '}
          {reporter ? (
            <AnchorLink to="/profile/$userId" params={{ userId: reporter.id }} inherit>
              {fullName(reporter)}
              {reporter.username && ` (@${reporter.username})`}
            </AnchorLink>
          ) : (
            'a deleted account'
          )}{' '}
          on {formatDate(report.createdAt)}
        </Text>
        <ReportContext report={report} />
        <ActionsTaken actions={report.actionsTaken} />
        <ReportEnforcementActions report={report} blocked={blocked} />
        <DecisionForm
          field="note"
          label="Note to the reporter"
          description="Sent to the reporter with the outcome."
          requiredMessage="Please write a note for the reporter"
          maxLength={LIMITS.report.note}
          decisions={OUTCOMES}
          onDecide={handleDecide}
          blocked={blocked}
        />
      </Stack>
    </Card>
  );
}
