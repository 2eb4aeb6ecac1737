import { assertMaySaveFreelancer, assertMaySaveJob, SAVED_ITEMS_CAP } from './saved-items';

describe('saving jobs and freelancers', () => {
  it('refuses one’s own post, and a job past the cap', () => {
    expect(() => assertMaySaveJob('ana', 'ben', SAVED_ITEMS_CAP - 1)).not.toThrow();
    expect(() => assertMaySaveJob('ana', 'ana', 0)).toThrow(
      expect.objectContaining({ code: 'DISCOVERY.CANNOT_SAVE_OWN_POST', kind: 'conflict' }),
    );
    expect(() => assertMaySaveJob('ana', 'ben', SAVED_ITEMS_CAP)).toThrow(
      expect.objectContaining({ code: 'DISCOVERY.SAVED_JOBS_FULL', kind: 'conflict', details: { cap: 100 } }),
    );
  });

  it('refuses oneself, and a freelancer past the cap', () => {
    expect(() => assertMaySaveFreelancer('ana', 'ben', SAVED_ITEMS_CAP - 1)).not.toThrow();
    expect(() => assertMaySaveFreelancer('ana', 'ana', 0)).toThrow(expect.objectContaining({ code: 'DISCOVERY.CANNOT_SAVE_SELF' }));
    expect(() => assertMaySaveFreelancer('ana', 'ben', SAVED_ITEMS_CAP)).toThrow(
      expect.objectContaining({
        code: 'DISCOVERY.SAVED_FREELANCERS_FULL',
        message: 'You can save up to 100 freelancers. Remove some to save more.',
      }),
    );
  });
});
