import { createRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { AppHeader } from '../components/AppHeader';
import { jobApplicationsQueryOptions, jobQueryOptions, pipelineCountsQueryOptions, stageOfApplication } from '../features/jobs/api';
import type { PipelineStage } from '../api/types';
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
  validateSearch: validatePipelineSearch,
  loaderDeps: ({ search: { stage } }) => ({ stage }),
  // A link to one application's offers (an email's) names no tab: it opens the one that application is in.
  beforeLoad: async ({ context: { user }, search }) => {
    if (user && search.offer && !search.stage) return { offerStage: await stageOfApplication(search.offer) };
    return { offerStage: undefined };
  },
  loader: async ({ context: { queryClient, user, offerStage }, params: { jobId }, deps }) => {
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
        queryClient.ensureInfiniteQueryData(jobApplicationsQueryOptions(jobId, deps.stage ?? offerStage ?? 'new')),
      ]);
  },
  component: JobApplicationsScreen,
});

const PIPELINE_STAGES: readonly PipelineStage[] = ['new', 'shortlisted', 'declined', 'hired'];

type PipelineSearch = { stage?: PipelineStage; offer?: string };

/** ?stage= the tab (New when absent or unknown); ?offer= an application whose offers open at once. */
function validatePipelineSearch(search: Record<string, unknown>): PipelineSearch {
  const stage = PIPELINE_STAGES.find((value) => value === search.stage);
  const offer = typeof search.offer === 'string' && search.offer ? search.offer : undefined;
  return { ...(stage && { stage }), ...(offer && { offer }) };
}

function JobApplicationsScreen() {
  const { jobId } = jobApplicationsRoute.useParams();
  const search = jobApplicationsRoute.useSearch();
  const { offerStage } = jobApplicationsRoute.useRouteContext();
  const navigate = useNavigate({ from: jobApplicationsRoute.fullPath });
  const stage = search.stage ?? offerStage ?? 'new';
  // Reported from the warning on a cover letter: its applicant.
  const [reported, setReported] = useState<NonNullable<SafetyNoticeTarget['report']> | null>(null);
  return (
    <>
      <AppHeader title="Applications" withHomeButton />
      <JobApplicationsPage
        jobId={jobId}
        stage={stage}
        onStageChange={(next) => void navigate({ search: { stage: next }, replace: true })}
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
