/** The sections of the admin panel, each at /admin/{section}; /admin opens the first. */
export type AdminSection = 'verifications' | 'reports' | 'disputes' | 'appeals' | 'safety' | 'people' | 'audit-log';

export const ADMIN_SECTIONS: { value: AdminSection; label: string }[] = [
  { value: 'verifications', label: 'Verifications' },
  { value: 'reports', label: 'Reports' },
  { value: 'disputes', label: 'Disputes' },
  { value: 'appeals', label: 'Appeals' },
  { value: 'safety', label: 'Safety' },
  { value: 'people', label: 'People' },
  { value: 'audit-log', label: 'Audit log' },
];
