import type { SavedFreelancer, SavedJobState } from '../../api/types';

/** What a saved post's badge says where it no longer stands open; null while open. */
export function savedJobStateLabel(state: SavedJobState): string | null {
  switch (state) {
    case 'open':
      return null;
    case 'closed':
      return 'Closed';
    case 'filled':
      return 'Filled';
    case 'taken_down':
      return 'Taken down';
    case 'removed':
      return 'No longer available';
  }
}

/** What a saved freelancer's badge says once the directory no longer lists them; null while listed. */
export function savedFreelancerStateLabel(state: SavedFreelancer['state']): string | null {
  switch (state) {
    case 'listed':
      return null;
    case 'suspended':
      return 'Suspended';
    case 'deleted':
      return 'Account deleted';
    case 'unlisted':
      return 'No longer available';
  }
}
