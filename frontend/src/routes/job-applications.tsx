import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { jobApplicationsQueryOptions, jobQueryOptions } from '../features/jobs/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const JobApplicationsPage = lazyScreen(() => import('../features/jobs/components/JobApplicationsPage'), 'JobApplicationsPage');

export const jobApplicationsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/jobs/$jobId/applications',
  loader: async ({ context: { queryClient, user }, params: { jobId } }) => {
    if (!user) return;
    const [job] = await Promise.all([queryClient.ensureQueryData(jobQueryOptions(jobId)), JobApplicationsPage.preload?.()]);
    if (job) await queryClient.ensureInfiniteQueryData(jobApplicationsQueryOptions(jobId));
  },
  component: JobApplicationsScreen,
});

function JobApplicationsScreen() {
  const { jobId } = jobApplicationsRoute.useParams();

  return (
    <>
      <AppHeader title="Applications" withHomeButton />
      <JobApplicationsPage jobId={jobId} />
    </>
  );
}
