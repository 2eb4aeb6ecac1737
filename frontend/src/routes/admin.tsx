import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../api/types';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import type { AdminSection } from '../features/admin/sections';
import type { AuditLogSearch } from '../features/admin/audit-log-search';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';
import type { AdminPageProps } from '../features/admin/components/AdminPage';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const AdminPage = lazyScreen(() => import('../features/admin/components/AdminPage'), 'AdminPage');

/** The figures and the section's list, for administrators only: anyone else is turned away by the screen. */
async function loadAdmin(queryClient: QueryClient, user: User | null, section: AdminSection, auditLog?: AuditLogSearch) {
  if (!user) return;
  // Others are turned away by the screen; an administrator without a second factor is asked to set one up.
  if (user.role !== 'admin' || !user.twoFactorEnabled) {
    await AdminPage.preload?.();
    return;
  }
  const [{ loadAdminSection }] = await Promise.all([import('../features/admin/loaders'), AdminPage.preload?.()]);
  await loadAdminSection(queryClient, section, auditLog);
}

/** A section of the panel at `path` (a string literal: the build reads each screen's paths from the route files, build-tools/first-screens.ts). */
function adminSectionRoute<Path extends string>({ path, section }: { path: Path; section: AdminSection }) {
  return createRoute({
    getParentRoute: () => signedInRoute,
    path,
    loader: ({ context: { queryClient, user } }) => loadAdmin(queryClient, user, section),
    component: () => <AdminScreen section={section} />,
  });
}

export const adminRoute = adminSectionRoute({ path: '/admin', section: 'verifications' });
export const adminVerificationsRoute = adminSectionRoute({ path: '/admin/verifications', section: 'verifications' });
export const adminReportsRoute = adminSectionRoute({ path: '/admin/reports', section: 'reports' });
export const adminDisputesRoute = adminSectionRoute({ path: '/admin/disputes', section: 'disputes' });
export const adminAppealsRoute = adminSectionRoute({ path: '/admin/appeals', section: 'appeals' });
export const adminSafetyRoute = adminSectionRoute({ path: '/admin/safety', section: 'safety' });
export const adminPeopleRoute = adminSectionRoute({ path: '/admin/people', section: 'people' });

/**
 * The audit log, filtered by the address (?adminId, personId, action, from, to), so a link opens it
 * filtered. The screen's own code keeps the filters of the right shape (validateAuditLogSearch):
 * the checks stay out of the code every page starts with.
 */
export const adminAuditLogRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/audit-log',
  validateSearch: (search: Record<string, unknown>) => search as AuditLogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, user }, deps }) => loadAdmin(queryClient, user, 'audit-log', deps),
  component: AdminAuditLogScreen,
});

function AdminAuditLogScreen() {
  const search = adminAuditLogRoute.useSearch();
  const navigate = useNavigate({ from: adminAuditLogRoute.fullPath });
  const handleSearchChange = (next: AuditLogSearch) => {
    void navigate({ search: next });
  };
  return <AdminScreen section="audit-log" auditLog={{ search, onSearchChange: handleSearchChange }} />;
}

function AdminScreen({ section, auditLog }: { section: AdminSection; auditLog?: AdminPageProps['auditLog'] }) {
  const user = useSignedInUser();
  const navigate = useNavigate();

  const handleSectionChange = (next: AdminSection) => {
    void navigate({ to: `/admin/${next}` as const });
  };

  return (
    <>
      <AppHeader title="Admin Panel" withHomeButton />
      <AdminPage viewer={user} section={section} onSectionChange={handleSectionChange} auditLog={auditLog} />
    </>
  );
}
