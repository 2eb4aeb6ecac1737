import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../api/types';
import { createRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { IconFlag } from '@tabler/icons-react';
import { AppHeader } from '../components/AppHeader';
import { SignUpPromptLink } from '../components/SignUpPromptLink';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
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

/** The job and its screen's code; for a visitor too on the job's own address (`openToVisitors`). */
async function loadJob(queryClient: QueryClient, user: User | null, jobId: string, openToVisitors: boolean) {
  if (!user && !openToVisitors) return;
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
  // A visitor reads the job too (decision 0061); applying asks them to make an account.
  staticData: { signInMessage: JOB_DETAILS_SIGN_IN_MESSAGE, openToVisitors: true },
  loader: ({ context: { queryClient, user }, params: { jobId } }) => loadJob(queryClient, user, jobId, true),
  component: JobDetailScreen,
});

/** The job with its apply card in view and the cover letter focused. */
export const applyToJobRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/jobs/$jobId/apply',
  staticData: { signInMessage: JOB_DETAILS_SIGN_IN_MESSAGE },
  loader: ({ context: { queryClient, user }, params: { jobId } }) => loadJob(queryClient, user, jobId, false),
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
  const { data: user = null } = useCurrentUser();
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
        renderReportButton={(job) =>
          user ? (
            <ReportButton reportType="job" targetId={job.id} subject={`“${job.title}”`} />
          ) : (
            <SignUpPromptLink
              next={`/jobs/${job.id}`}
              reason="report"
              variant="default"
              size="xs"
              leftSection={<IconFlag size={14} aria-hidden />}
            >
              Report job
            </SignUpPromptLink>
          )
        }
        // A visitor reports once they have an account: the post's own Report job says so.
        renderSafetyNotice={({ report, ...target }) => (
          <SafetyNotice {...target} onReport={user && report ? () => setReported(report) : undefined} />
        )}
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
