import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { myContractsQueryOptions } from '../features/contracts/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const ContractsPage = lazyScreen(() => import('../features/contracts/components/ContractsPage'), 'ContractsPage');

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
