import type { UserRole } from '../api/types';

const ROLE_LABELS: Record<UserRole, string> = {
  freelancer: 'Worker',
  client: 'Client',
  admin: 'Admin',
};

/** How a role is shown to people: freelancers are called Workers. */
export function getRoleLabel(role: UserRole): string {
  return ROLE_LABELS[role];
}
