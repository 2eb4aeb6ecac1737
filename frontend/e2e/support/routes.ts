import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Who opens a screen: a signed-out visitor, an account without a username yet, or a member by role. */
export type Visitor = 'signed-out' | 'newcomer' | 'client' | 'freelancer' | 'applicant' | 'admin';

/** A screen to open: the router's pattern it belongs to, the address, and the page title that shows it loaded. */
export type Screen = { pattern: string; path: string; heading: string };

/**
 * The records a sweep of every screen shows (each id made by its setup): the client's jobs in each
 * status and with applications in each status, contracts active, completed and disputed, people
 * to look at and to message.
 */
export type SweepRecords = {
  clientId: string;
  freelancerId: string;
  /** The client's open job with a pending and a rejected application. */
  openJobId: string;
  /** The client's job whose application was accepted. */
  acceptedJobId: string;
  /** An open job the freelancer has not applied to. */
  unappliedJobId: string;
  activeContractId: string;
  completedContractId: string;
  /** A contract whose dispute an administrator has under review. */
  disputedContractId: string;
};

/** The router's patterns, read from the route files, so that a new route cannot be left out of the sweep. */
export function routerPatterns(): string[] {
  const routesFolder = fileURLToPath(new URL('../../src/routes/', import.meta.url));
  const patterns = new Set<string>();
  for (const file of readdirSync(routesFolder).filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))) {
    const source = readFileSync(routesFolder + file, 'utf8');
    for (const [, pattern] of source.matchAll(/(?:path: |adminSectionRoute\()'([^']+)'/g)) patterns.add(pattern);
  }
  return [...patterns].sort();
}

const NOT_FOUND: Screen = { pattern: '(not found)', path: '/no-such-screen', heading: '404 Page Not Found' };

/** The information pages the footer links to: the same for everyone, signed out or in. */
export const INFO_PAGES: Screen[] = [
  { pattern: '/terms', path: '/terms', heading: 'Terms of Use' },
  { pattern: '/privacy', path: '/privacy', heading: 'Privacy' },
  { pattern: '/help', path: '/help', heading: 'Help' },
  { pattern: '/contact', path: '/contact', heading: 'Contact' },
  { pattern: '/how-ranking-works', path: '/how-ranking-works', heading: 'How ranking works' },
];

/** Every screen each visitor can reach, with the records that make it show each of its states. */
export function screensOf(visitor: Visitor, records: SweepRecords): Screen[] {
  const r = records;
  const everyMember: Screen[] = [
    { pattern: '/', path: '/', heading: 'Dashboard' },
    { pattern: '/jobs', path: '/jobs', heading: 'Browse Jobs' },
    { pattern: '/freelancers', path: '/freelancers', heading: 'Find Service Providers' },
    { pattern: '/messages', path: '/messages', heading: 'Messages' },
    { pattern: '/contracts', path: '/contracts', heading: 'Contracts' },
    { pattern: '/profile', path: '/profile', heading: 'Profile' },
    { pattern: '/verification', path: '/verification', heading: 'Identity Verification' },
    { pattern: '/settings', path: '/settings', heading: 'Settings' },
    { pattern: '/saved-searches', path: '/saved-searches', heading: 'Saved Searches' },
    { pattern: '/saved', path: '/saved', heading: 'Saved' },
    { pattern: '/saved', path: '/saved?tab=freelancers', heading: 'Saved' },
    { pattern: '/login', path: '/login', heading: 'Dashboard' },
    { pattern: '/logout', path: '/logout', heading: 'Sign out of VerifiedWork?' },
    // The pages email links open work signed in too; without a token they ask the server nothing.
    { pattern: '/forgot-password', path: '/forgot-password', heading: 'Reset your password' },
    { pattern: '/verify-email', path: '/verify-email', heading: 'This link did not work' },
    ...INFO_PAGES,
    NOT_FOUND,
  ];
  const contractParty: Screen[] = [
    { pattern: '/contracts/$contractId', path: `/contracts/${r.activeContractId}`, heading: 'Contract' },
    { pattern: '/contracts/$contractId', path: `/contracts/${r.completedContractId}`, heading: 'Contract' },
    { pattern: '/contracts/$contractId', path: `/contracts/${r.disputedContractId}`, heading: 'Contract' },
    { pattern: '/contracts/$contractId/review', path: `/contracts/${r.completedContractId}/review`, heading: 'Write a Review' },
  ];
  switch (visitor) {
    case 'signed-out':
      return [
        { pattern: '/', path: '/', heading: 'Find Verified Remote Work' },
        { pattern: '/login', path: '/login', heading: 'VerifiedWork' },
        { pattern: '/login', path: '/login?mode=signup', heading: 'VerifiedWork' },
        // Nobody to sign out: the landing page.
        { pattern: '/logout', path: '/logout', heading: 'Find Verified Remote Work' },
        // The pages email links open; without a token they ask the server nothing (a made-up one
        // would be refused, and the browser logs the refusal), the reset form waits for its submit.
        { pattern: '/forgot-password', path: '/forgot-password', heading: 'Reset your password' },
        { pattern: '/reset-password', path: '/reset-password?token=sweep', heading: 'Choose a new password' },
        { pattern: '/reset-password', path: '/reset-password', heading: 'Choose a new password' },
        { pattern: '/verify-email', path: '/verify-email', heading: 'This link did not work' },
        { pattern: '/confirm-email', path: '/confirm-email', heading: 'This link did not work' },
        { pattern: '/unsubscribe', path: '/unsubscribe', heading: 'Unsubscribe' },
        // The public job board and profiles (decision 0061), in the visitor's frame.
        { pattern: '/jobs', path: '/jobs', heading: 'Browse Jobs' },
        { pattern: '/jobs', path: '/jobs?search=inbox', heading: 'Browse Jobs' },
        { pattern: '/jobs/$jobId', path: `/jobs/${r.openJobId}`, heading: 'Job Details' },
        { pattern: '/profile/$userId', path: `/profile/${r.freelancerId}`, heading: 'Profile' },
        { pattern: '/profile/$userId', path: `/profile/${r.clientId}`, heading: 'Profile' },
        { pattern: '/freelancers', path: '/freelancers', heading: 'Find Service Providers' },
        ...INFO_PAGES,
        NOT_FOUND,
      ];
    case 'newcomer':
      return [
        { pattern: '(username setup)', path: '/', heading: 'Choose your username' },
        // An email's link works before a username is chosen, and so do the information pages.
        { pattern: '/verify-email', path: '/verify-email', heading: 'This link did not work' },
        { pattern: '/terms', path: '/terms', heading: 'Terms of Use' },
      ];
    case 'client':
      return [
        ...everyMember,
        ...contractParty,
        { pattern: '/jobs/new', path: '/jobs/new', heading: 'Create a Post' },
        { pattern: '/jobs/$jobId', path: `/jobs/${r.openJobId}`, heading: 'Job Details' },
        { pattern: '/jobs/$jobId/applications', path: `/jobs/${r.openJobId}/applications`, heading: 'Applications' },
        { pattern: '/jobs/$jobId/applications', path: `/jobs/${r.acceptedJobId}/applications`, heading: 'Applications' },
        { pattern: '/my-jobs', path: '/my-jobs', heading: 'My Posted Jobs' },
        { pattern: '/invitations', path: '/invitations', heading: 'Invitations' },
        { pattern: '/messages', path: `/messages?userId=${r.freelancerId}`, heading: 'Messages' },
        { pattern: '/profile/$userId', path: `/profile/${r.freelancerId}`, heading: 'Profile' },
      ];
    case 'freelancer':
      return [
        ...everyMember,
        ...contractParty,
        { pattern: '/jobs/new', path: '/jobs/new?type=seeking', heading: 'Create a Post' },
        { pattern: '/jobs/$jobId', path: `/jobs/${r.openJobId}`, heading: 'Job Details' },
        { pattern: '/jobs/$jobId/apply', path: `/jobs/${r.unappliedJobId}/apply`, heading: 'Job Details' },
        { pattern: '/applications', path: '/applications', heading: 'My Applications' },
        // An open invitation from the client (Accept, Decline), a message and a date.
        { pattern: '/invitations', path: '/invitations', heading: 'Invitations' },
        { pattern: '/my-jobs', path: '/my-jobs', heading: 'My Posted Jobs' },
        { pattern: '/messages', path: `/messages?userId=${r.clientId}`, heading: 'Messages' },
        { pattern: '/profile/$userId', path: `/profile/${r.clientId}`, heading: 'Profile' },
      ];
    case 'applicant':
      // A second freelancer: a pending application and a verification waiting for review.
      return [
        { pattern: '/', path: '/', heading: 'Dashboard' },
        { pattern: '/applications', path: '/applications', heading: 'My Applications' },
        { pattern: '/verification', path: '/verification', heading: 'Identity Verification' },
        { pattern: '/jobs/$jobId', path: `/jobs/${r.openJobId}`, heading: 'Job Details' },
      ];
    case 'admin':
      return [
        ...everyMember,
        { pattern: '/admin', path: '/admin', heading: 'Admin Panel' },
        { pattern: '/admin/verifications', path: '/admin/verifications', heading: 'Admin Panel' },
        { pattern: '/admin/reports', path: '/admin/reports', heading: 'Admin Panel' },
        { pattern: '/admin/disputes', path: '/admin/disputes', heading: 'Admin Panel' },
        { pattern: '/admin/safety', path: '/admin/safety', heading: 'Admin Panel' },
        { pattern: '/admin/appeals', path: '/admin/appeals', heading: 'Admin Panel' },
        { pattern: '/admin/people', path: '/admin/people', heading: 'Admin Panel' },
        { pattern: '/admin/audit-log', path: '/admin/audit-log', heading: 'Admin Panel' },
        { pattern: '/admin/users/$userId', path: `/admin/users/${r.freelancerId}`, heading: 'Admin Panel' },
        { pattern: '/profile/$userId', path: `/profile/${r.freelancerId}`, heading: 'Profile' },
      ];
  }
}
