import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { contractQueryOptions, myContractsQueryOptions } from '../features/contracts/api';
import { myDisputesQueryOptions } from '../features/moderation/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screens' data by the loaders below, not with the landing page's code.
const ContractsPage = lazyScreen(() => import('../features/contracts/components/ContractsPage'), 'ContractsPage');
const ContractDetailPage = lazyScreen(() => import('../features/contracts/components/ContractDetailPage'), 'ContractDetailPage');
const ContractDispute = lazyScreen(() => import('../features/moderation/components/ContractDispute'), 'ContractDispute');
const ReviewPage = lazyScreen(() => import('../features/contracts/components/ReviewPage'), 'ReviewPage');

export const contractsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/contracts',
  loader: async ({ context: { queryClient, user } }) => {
    if (!user) return;
    await Promise.all([ContractsPage.preload?.(), queryClient.ensureInfiniteQueryData(myContractsQueryOptions())]);
  },
  component: () => (
    <>
      <AppHeader title="Contracts" withHomeButton />
      <ContractsPage />
    </>
  ),
});

export const contractDetailRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/contracts/$contractId',
  loader: async ({ context: { queryClient, user }, params: { contractId } }) => {
    if (!user) return;
    await Promise.all([
      ContractDetailPage.preload?.(),
      ContractDispute.preload?.(),
      queryClient.ensureQueryData(contractQueryOptions(contractId)),
      // A failure leaves the page to offer Open Dispute; the server still refuses a second dispute.
      queryClient.prefetchQuery(myDisputesQueryOptions()),
    ]);
  },
  component: ContractDetailScreen,
});

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

function ContractDetailScreen() {
  const { contractId } = contractDetailRoute.useParams();

  return (
    <>
      <AppHeader title="Contract" withHomeButton />
      <ContractDetailPage key={contractId} contractId={contractId} renderDispute={(dispute) => <ContractDispute {...dispute} />} />
    </>
  );
}

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
