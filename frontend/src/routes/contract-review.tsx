import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { contractQueryOptions } from '../features/contracts/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const ReviewPage = lazyScreen(() => import('../features/contracts/components/ReviewPage'), 'ReviewPage');

export const contractReviewRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/contracts/$contractId/review',
  // Spec, Review: what a signed-out visitor is told.
  staticData: { signInMessage: 'Please log in to leave a review' },
  loader: async ({ context: { queryClient, user }, params: { contractId } }) => {
    if (!user) return;
    await Promise.all([ReviewPage.preload?.(), queryClient.ensureQueryData(contractQueryOptions(contractId))]);
  },
  component: ContractReviewScreen,
});

function ContractReviewScreen() {
  const { contractId } = contractReviewRoute.useParams();
  const navigate = contractReviewRoute.useNavigate();

  const handleSubmitted = () => {
    void navigate({ to: '/contracts/$contractId', params: { contractId } });
  };

  return (
    <>
      <AppHeader title="Write a Review" withHomeButton />
      <ReviewPage key={contractId} contractId={contractId} onSubmitted={handleSubmitted} />
    </>
  );
}
