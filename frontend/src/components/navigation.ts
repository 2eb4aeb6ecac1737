import type { User } from '../api/types';

export type NavigationItem = { label: string; to: string };

/**
 * The main navigation by role (spec section 2 and the dashboard's quick actions): everyone browses
 * jobs, finds freelancers and messages; clients manage their posts, freelancers their applications;
 * both their invitations to jobs; admins get the admin panel.
 */
export function navigationFor(role: User['role']): NavigationItem[] {
  return [
    { label: 'Dashboard', to: '/' },
    { label: 'Browse Jobs', to: '/jobs' },
    { label: 'Find Freelancers', to: '/freelancers' },
    { label: 'Messages', to: '/messages' },
    ...(role === 'admin' ? [] : [{ label: 'Contracts', to: '/contracts' }]),
    ...(role === 'client' ? [{ label: 'My Jobs', to: '/my-jobs' }] : []),
    ...(role === 'freelancer' ? [{ label: 'My Applications', to: '/applications' }] : []),
    ...(role === 'admin' ? [] : [{ label: 'Invitations', to: '/invitations' }]),
    ...(role === 'admin' ? [{ label: 'Admin', to: '/admin' }] : []),
  ];
}

/** Whether `pathname` is the screen of `to` or one below it (the dashboard only matches itself). */
export function isActiveItem(to: string, pathname: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}
