import { errorTable } from '../../../platform/errors/error-table';

/** Saved jobs and saved freelancers (decision 0074). */
export const { SavedJobsFull, SavedFreelancersFull, CannotSaveOwnPost, CannotSaveSelf, SavableJobNotFound, SavableFreelancerNotFound } =
  errorTable('DISCOVERY', {
    SavedJobsFull: {
      code: 'SAVED_JOBS_FULL',
      message: (cap: number) => `You can save up to ${cap} jobs. Remove some to save more.`,
      details: (cap: number) => ({ cap }),
      kind: 'conflict',
    },
    SavedFreelancersFull: {
      code: 'SAVED_FREELANCERS_FULL',
      message: (cap: number) => `You can save up to ${cap} freelancers. Remove some to save more.`,
      details: (cap: number) => ({ cap }),
      kind: 'conflict',
    },
    CannotSaveOwnPost: { code: 'CANNOT_SAVE_OWN_POST', message: 'You cannot save your own post', kind: 'conflict' },
    CannotSaveSelf: { code: 'CANNOT_SAVE_SELF', message: 'You cannot save yourself', kind: 'conflict' },
    SavableJobNotFound: { code: 'JOB_NOT_FOUND', message: 'Job not found', kind: 'not_found' },
    SavableFreelancerNotFound: { code: 'FREELANCER_NOT_FOUND', message: 'Freelancer not found', kind: 'not_found' },
  });

/** Saved searches and their alerts (decision 0073). */
export const { SavedSearchLimit, SavedSearchNotFound, InvalidSavedSearch } = errorTable('DISCOVERY', {
  SavedSearchLimit: {
    code: 'SAVED_SEARCH_LIMIT',
    message: (cap: number) => `You can keep up to ${cap} saved searches. Delete one to save another.`,
    details: (cap: number) => ({ cap }),
    kind: 'conflict',
  },
  SavedSearchNotFound: { code: 'SAVED_SEARCH_NOT_FOUND', message: 'Saved search not found', kind: 'not_found' },
  /** The criteria do not fit together (amounts without their currency, a range upside down), or the name is empty or too long. */
  InvalidSavedSearch: { code: 'INVALID_SAVED_SEARCH', message: (message: string) => message, kind: 'invalid' },
});
