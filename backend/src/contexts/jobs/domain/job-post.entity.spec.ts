import { JobPost, JobDetails } from './job-post.entity';
import { InvalidPayTerms, PostTerms } from './job-pay';
import { JobNotOpen, JobTakenDown, NotJobOwner, VerifiedOnlyForJobOffers, WrongPostTypeForRole } from './jobs-errors';

const details: JobDetails = {
  title: 'Chat operator',
  description: 'Evening chats',
  category: 'chat-operator',
  duration: null,
  verifiedOnly: false,
  tags: ['Live chat'],
};
const client = { id: 'client-1', role: 'client' as const, isVerified: true };
const freelancer = { id: 'free-1', role: 'freelancer' as const, isVerified: false };
const now = new Date('2026-05-01T10:00:00Z');
const hourly: Partial<PostTerms> = { pay: { type: 'hourly', currency: 'USD', minimum: 2500, maximum: 4000 }, hoursPerWeek: 20 };
const rate: Partial<PostTerms> = { hourlyRate: { currency: 'EUR', amount: 1800 } };

describe('JobPost', () => {
  it('is posted open, by clients as offers and by freelancers as availability', () => {
    const offer = JobPost.post(client, 'job_offer', details, now, hourly);
    expect(offer).toMatchObject({ status: 'open', clientId: 'client-1', clientVerified: true, jobType: 'job_offer', createdAt: now });
    expect(JobPost.post(freelancer, 'job_seeking', details, now, rate).jobType).toBe('job_seeking');
    expect(() => JobPost.post(freelancer, 'job_offer', details, now, hourly)).toThrow(WrongPostTypeForRole);
    expect(() => JobPost.post(client, 'job_seeking', details, now, rate)).toThrow(WrongPostTypeForRole);
    expect(() => JobPost.post({ ...client, role: 'admin' }, 'job_offer', details, now, hourly)).toThrow(WrongPostTypeForRole);
  });

  it('is limited to verified freelancers only as a job offer', () => {
    const verifiedOnly = { ...details, verifiedOnly: true };
    expect(JobPost.post(client, 'job_offer', verifiedOnly, now, hourly).verifiedOnly).toBe(true);
    expect(() => JobPost.post(freelancer, 'job_seeking', verifiedOnly, now, rate)).toThrow(VerifiedOnlyForJobOffers);
    const availability = JobPost.post(freelancer, 'job_seeking', details, now, rate);
    expect(() => availability.edit('free-1', { verifiedOnly: true }, now)).toThrow(VerifiedOnlyForJobOffers);
    availability.edit('free-1', { verifiedOnly: false, title: 'Evenings' }, now);
    expect(availability).toMatchObject({ verifiedOnly: false, title: 'Evenings' });
  });

  it('is edited by its owner while open, keeping fields that are not given', () => {
    const job = JobPost.post(client, 'job_offer', details, now, hourly);
    const later = new Date('2026-05-02T10:00:00Z');
    job.edit('client-1', { title: 'Senior chat operator', duration: undefined }, later);
    expect(job).toMatchObject({ title: 'Senior chat operator', description: 'Evening chats', updatedAt: later });
    expect(() => job.edit('someone-else', { title: 'x' }, later)).toThrow(NotJobOwner);
    job.close('client-1', later);
    expect(() => job.edit('client-1', { title: 'x' }, later)).toThrow(JobNotOpen);
  });

  it('closes or cancels once, by its owner only', () => {
    const job = JobPost.post(client, 'job_offer', details, now, hourly);
    expect(() => job.cancel('someone-else', now)).toThrow(NotJobOwner);
    job.cancel('client-1', now);
    expect(job.status).toBe('cancelled');
    expect(() => job.close('client-1', now)).toThrow(JobNotOpen);
  });

  it('is neither edited, closed nor cancelled while taken down: its owner may read it and appeal', () => {
    const job = JobPost.post(client, 'job_offer', details, now, hourly);
    job.removedBySafetyReview('Asks for a fee', now);
    expect(() => job.edit('client-1', { title: 'x' }, now)).toThrow(JobTakenDown);
    expect(() => job.close('client-1', now)).toThrow(JobTakenDown);
    expect(() => job.cancel('client-1', now)).toThrow(JobTakenDown);
    expect(job.status).toBe('open');
  });

  describe('pay (decision 0070)', () => {
    it('is required of a new offer (pay) and a new availability post (hourlyRate)', () => {
      expect(() => JobPost.post(client, 'job_offer', details, now)).toThrow(InvalidPayTerms);
      expect(() => JobPost.post(freelancer, 'job_seeking', details, now)).toThrow(InvalidPayTerms);
      expect(() => JobPost.post(client, 'job_offer', details, now, { ...hourly, hourlyRate: { currency: 'USD', amount: 1 } })).toThrow(
        InvalidPayTerms,
      );
      expect(() => JobPost.post(freelancer, 'job_seeking', details, now, { ...rate, pay: hourly.pay })).toThrow(InvalidPayTerms);
    });

    it('keeps an hourly range (a missing maximum is the minimum) and a fixed amount, and an availability rate as a one-point range', () => {
      const offer = JobPost.post(client, 'job_offer', details, now, hourly);
      expect(offer.pay).toEqual({ type: 'hourly', currency: 'USD', minimum: 2500, maximum: 4000 });
      const single = JobPost.post(client, 'job_offer', details, now, {
        pay: { type: 'hourly', currency: 'USD', minimum: 2500, maximum: null },
        hoursPerWeek: 10,
      });
      expect(single.pay).toEqual({ type: 'hourly', currency: 'USD', minimum: 2500, maximum: 2500 });
      const fixed = JobPost.post(client, 'job_offer', details, now, {
        pay: { type: 'fixed', currency: 'GBP', minimum: 150000, maximum: null },
      });
      expect(fixed).toMatchObject({ payType: 'fixed', payMinimum: 150000, payMaximum: null, hoursPerWeek: null });
      const availability = JobPost.post(freelancer, 'job_seeking', details, now, rate);
      expect(availability).toMatchObject({ payType: 'hourly', payCurrency: 'EUR', payMinimum: 1800, payMaximum: 1800 });
      expect(availability.pay).toBeNull();
      expect(availability.hourlyRate).toEqual({ currency: 'EUR', amount: 1800 });
    });

    it('refuses a range upside down, a fixed range, an hourly offer without hours, overlap without a zone, a start in the past', () => {
      const refuse = (terms: Partial<PostTerms>) =>
        expect(() => JobPost.post(client, 'job_offer', details, now, terms)).toThrow(InvalidPayTerms);
      refuse({ ...hourly, pay: { type: 'hourly', currency: 'USD', minimum: 4000, maximum: 2500 } });
      refuse({ pay: { type: 'fixed', currency: 'USD', minimum: 1000, maximum: 2000 } });
      refuse({ pay: hourly.pay });
      refuse({ ...hourly, overlapHours: 4 });
      refuse({ ...hourly, startDate: '2026-04-30' });
      expect(
        JobPost.post(client, 'job_offer', details, now, { ...hourly, startDate: '2026-05-01', timeZone: 'Asia/Manila', overlapHours: 0 }),
      ).toMatchObject({
        startDate: '2026-05-01',
        timeZone: 'Asia/Manila',
        overlapHours: 0,
      });
    });

    it('is edited while open, never removed, and a start date left as it was may have passed', () => {
      const offer = JobPost.post(client, 'job_offer', details, now, { ...hourly, startDate: '2026-05-03' });
      const later = new Date('2026-06-01T10:00:00Z');
      offer.edit('client-1', { title: 'Senior' }, later, { pay: { type: 'fixed', currency: 'USD', minimum: 90000, maximum: null } });
      expect(offer).toMatchObject({ title: 'Senior', payType: 'fixed', payMinimum: 90000, payMaximum: null, startDate: '2026-05-03' });
      expect(() => offer.edit('client-1', {}, later, { pay: null })).toThrow(InvalidPayTerms);
      expect(() => offer.edit('client-1', {}, later, { startDate: '2026-05-20' })).toThrow(InvalidPayTerms);
      offer.edit('client-1', {}, later, { startDate: null });
      expect(offer.startDate).toBeNull();
    });
  });
});
