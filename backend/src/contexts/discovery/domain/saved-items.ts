import { CannotSaveOwnPost, CannotSaveSelf, SavedFreelancersFull, SavedJobsFull } from './discovery-errors';

/**
 * The most jobs, and the most freelancers, one user keeps saved (decision 0074): a list to read, not
 * an archive, and small enough for the hearts to read every id in one capped answer (list-bounds).
 */
export const SAVED_ITEMS_CAP = 100;

/** Saving one more job: not one's own post, and room left in the list. */
export function assertMaySaveJob(saverId: string, postOwnerId: string, savedCount: number): void {
  if (saverId === postOwnerId) throw new CannotSaveOwnPost();
  if (savedCount >= SAVED_ITEMS_CAP) throw new SavedJobsFull(SAVED_ITEMS_CAP);
}

/** Saving one more freelancer: not oneself, and room left in the list. */
export function assertMaySaveFreelancer(saverId: string, freelancerId: string, savedCount: number): void {
  if (saverId === freelancerId) throw new CannotSaveSelf();
  if (savedCount >= SAVED_ITEMS_CAP) throw new SavedFreelancersFull(SAVED_ITEMS_CAP);
}
