import type { Freelancer } from '../../api/types';

/**
 * Spec: the directory also filters on the client side, case-insensitively, by substring of the
 * full name, the username, the bio or any skill. An empty text keeps everyone.
 */
export function matchesFreelancerSearch(freelancer: Freelancer, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  const searched = [`${freelancer.firstName} ${freelancer.lastName}`, freelancer.username, freelancer.bio ?? '', ...freelancer.skills];
  return searched.some((value) => value.toLowerCase().includes(needle));
}
