import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../api/types';
import { createRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AppHeader } from '../components/AppHeader';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { jobQueryOptions } from '../features/jobs/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';
import type { SafetyNoticeTarget } from '../lib/safety';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const JobDetailPage = lazyScreen(() => import('../features/jobs/components/JobDetailPage'), 'JobDetailPage');
const ReportButton = lazyScreen(() => import('../features/moderation/components/ReportButton'), 'ReportButton');
const ReportDialog = lazyScreen(() => import('../features/moderation/components/ReportDialog'), 'ReportDialog');
const SafetyNotice = lazyScreen(() => import('../features/safety/components/SafetyNotice'), 'SafetyNotice');

/** Spec, Job detail: what a signed-out visitor is told. */
const JOB_DETAILS_SIGN_IN_MESSAGE = 'Please log in to view job details';

async function loadJob(queryClient: QueryClient, user: User | null, jobId: string) {
  if (!user) return;
  await Promise.all([
    JobDetailPage.preload?.(),
    ReportButton.preload?.(),
    ReportDialog.preload?.(),
    SafetyNotice.preload?.(),
    queryClient.ensureQueryData(jobQueryOptions(jobId)),
  ]);
}

export const jobDetailRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/jobs/$jobId',
  staticData: { signInMessage: JOB_DETAILS_SIGN_IN_MESSAGE },
  loader: ({ context: { queryClient, user }, params: { jobId } }) => loadJob(queryClient, user, jobId),
  component: JobDetailScreen,
});

/** The job with its apply card in view and the cover letter focused. */
export const applyToJobRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/jobs/$jobId/apply',
  staticData: { signInMessage: JOB_DETAILS_SIGN_IN_MESSAGE },
  loader: ({ context: { queryClient, user }, params: { jobId } }) => loadJob(queryClient, user, jobId),
  component: ApplyToJobScreen,
});

function JobDetailScreen() {
  const { jobId } = jobDetailRoute.useParams();
  return <JobScreen jobId={jobId} focusApply={false} />;
}

function ApplyToJobScreen() {
  const { jobId } = applyToJobRoute.useParams();
  return <JobScreen jobId={jobId} focusApply />;
}

type Reported = NonNullable<SafetyNoticeTarget['report']>;

function JobScreen({ jobId, focusApply }: { jobId: string; focusApply: boolean }) {
  const user = useSignedInUser();
  // Reported from the warning on the post.
  const [reported, setReported] = useState<Reported | null>(null);

  return (
    <>
      <AppHeader title="Job Details" withHomeButton />
      <JobDetailPage
        key={jobId}
        jobId={jobId}
        viewer={user}
        focusApply={focusApply}
        renderReportButton={(job) => <ReportButton reportType="job" targetId={job.id} subject={`“${job.title}”`} />}
        renderSafetyNotice={({ report, ...target }) => <SafetyNotice {...target} onReport={report && (() => setReported(report))} />}
      />
      <ReportDialog
        reportType={reported?.reportType ?? 'job'}
        targetId={reported?.targetId ?? ''}
        subject={reported?.subject ?? ''}
        opened={reported !== null}
        onClose={() => setReported(null)}
      />
    </>
  );
}
