import { Container } from '@mantine/core';
import { createRoute, useNavigate } from '@tanstack/react-router';
import type { JobDetail } from '../api/types';
import { AppHeader } from '../components/AppHeader';
import type { PostMode } from '../features/jobs/job-draft';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const CreatePostForm = lazyScreen(() => import('../features/jobs/components/CreatePostForm'), 'CreatePostForm');

type CreatePostSearch = {
  /** 'seeking' starts in availability mode. */
  type?: PostMode;
};

export const createPostRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/jobs/new',
  validateSearch: (raw: Record<string, unknown>): CreatePostSearch =>
    raw.type === 'offer' || raw.type === 'seeking' ? { type: raw.type } : {},
  loader: async ({ context: { user } }) => {
    if (user) await CreatePostForm.preload?.();
  },
  component: CreatePostScreen,
});

function CreatePostScreen() {
  const { type } = createPostRoute.useSearch();
  const navigate = useNavigate();
  // Job-offer mode unless the address asks for availability (spec: Create post), whatever the role.
  const mode: PostMode = type === 'seeking' ? 'seeking' : 'offer';

  const handleModeChange = (next: PostMode) => {
    void navigate({ to: '/jobs/new', search: { type: next }, replace: true });
  };

  const handleCreated = async (job: JobDetail) => {
    await navigate({ to: '/jobs/$jobId', params: { jobId: job.id } });
  };

  return (
    <>
      <AppHeader title="Create a Post" withHomeButton />
      <Container size="sm" py="xl">
        <CreatePostForm mode={mode} onModeChange={handleModeChange} onCreated={handleCreated} />
      </Container>
    </>
  );
}
