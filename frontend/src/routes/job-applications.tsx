import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { ensureUserWithUsername } from '../features/auth/api';
import { useRefreshDashboard } from '../features/dashboard/hooks/useRefreshDashboard';
import { jobApplicationsQueryOptions, jobQueryOptions } from '../features/jobs/api';
import { JobApplicationsPage } from '../features/jobs/components/JobApplicationsPage';
import { rootRoute } from './root';

export const jobApplicationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/jobs/$jobId/applications',
  loader: async ({ context: { queryClient }, params: { jobId } }) => {
    if (!(await ensureUserWithUsername(queryClient))) return;
    const job = await queryClient.ensureQueryData(jobQueryOptions(jobId));
    if (job) await queryClient.ensureQueryData(jobApplicationsQueryOptions(jobId));
  },
  component: JobApplicationsScreen,
});

function JobApplicationsScreen() {
  const { jobId } = jobApplicationsRoute.useParams();
  const refreshDashboard = useRefreshDashboard();

  const handleDecided = () => {
    void refreshDashboard();
  };

  return (
    <>
      <AppHeader title="Applications" withHomeButton />
      <JobApplicationsPage jobId={jobId} onDecided={handleDecided} />
    </>
  );
}
