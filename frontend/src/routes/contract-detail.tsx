import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { contractQueryOptions } from '../features/contracts/api';
import { myDisputesQueryOptions } from '../features/moderation/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const ContractDetailPage = lazyScreen(() => import('../features/contracts/components/ContractDetailPage'), 'ContractDetailPage');
const ContractDispute = lazyScreen(() => import('../features/moderation/components/ContractDispute'), 'ContractDispute');

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

function ContractDetailScreen() {
  const { contractId } = contractDetailRoute.useParams();

  return (
    <>
      <AppHeader title="Contract" withHomeButton />
      <ContractDetailPage key={contractId} contractId={contractId} renderDispute={(dispute) => <ContractDispute {...dispute} />} />
    </>
  );
}
