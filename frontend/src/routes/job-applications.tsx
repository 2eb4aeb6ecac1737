import { createRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AppHeader } from '../components/AppHeader';
import { jobApplicationsQueryOptions, jobQueryOptions, pipelineCountsQueryOptions } from '../features/jobs/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';
import type { SafetyNoticeTarget } from '../lib/safety';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const JobApplicationsPage = lazyScreen(() => import('../features/jobs/components/JobApplicationsPage'), 'JobApplicationsPage');
const ReportDialog = lazyScreen(() => import('../features/moderation/components/ReportDialog'), 'ReportDialog');
const SafetyNotice = lazyScreen(() => import('../features/safety/components/SafetyNotice'), 'SafetyNotice');

export const jobApplicationsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/jobs/$jobId/applications',
  loader: async ({ context: { queryClient, user }, params: { jobId } }) => {
    if (!user) return;
    const [job] = await Promise.all([
      queryClient.ensureQueryData(jobQueryOptions(jobId)),
      JobApplicationsPage.preload?.(),
      ReportDialog.preload?.(),
      SafetyNotice.preload?.(),
    ]);
    if (job)
      await Promise.all([
        queryClient.ensureQueryData(pipelineCountsQueryOptions(jobId)),
        queryClient.ensureInfiniteQueryData(jobApplicationsQueryOptions(jobId, 'new')),
      ]);
  },
  component: JobApplicationsScreen,
});

function JobApplicationsScreen() {
  const { jobId } = jobApplicationsRoute.useParams();
  // Reported from the warning on a cover letter: its applicant.
  const [reported, setReported] = useState<NonNullable<SafetyNoticeTarget['report']> | null>(null);
  return (
    <>
      <AppHeader title="Applications" withHomeButton />
      <JobApplicationsPage
        jobId={jobId}
        renderSafetyNotice={({ report, ...target }) => <SafetyNotice {...target} onReport={report && (() => setReported(report))} />}
      />
      <ReportDialog
        reportType={reported?.reportType ?? 'user'}
        targetId={reported?.targetId ?? ''}
        subject={reported?.subject ?? ''}
        opened={reported !== null}
        onClose={() => setReported(null)}
      />
    </>
  );
}
