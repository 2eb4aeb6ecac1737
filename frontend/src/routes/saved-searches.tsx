import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { savedSearchesQueryOptions } from '../features/saved-searches/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const SavedSearchesPage = lazyScreen(() => import('../features/saved-searches/components/SavedSearchesPage'), 'SavedSearchesPage');

export const savedSearchesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/saved-searches',
  staticData: { signInMessage: 'Please log in to see your saved searches' },
  loader: async ({ context: { queryClient, user } }) => {
    if (!user) return;
    await Promise.all([SavedSearchesPage.preload?.(), queryClient.ensureQueryData(savedSearchesQueryOptions())]);
  },
  component: SavedSearchesScreen,
});

function SavedSearchesScreen() {
  return (
    <>
      <AppHeader title="Saved Searches" withHomeButton />
      <SavedSearchesPage />
    </>
  );
}
