import { JobPost, JobDetails } from './job-post.entity';
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

describe('JobPost', () => {
  it('is posted open, by clients as offers and by freelancers as availability', () => {
    const offer = JobPost.post(client, 'job_offer', details, now);
    expect(offer).toMatchObject({ status: 'open', clientId: 'client-1', clientVerified: true, jobType: 'job_offer', createdAt: now });
    expect(JobPost.post(freelancer, 'job_seeking', details, now).jobType).toBe('job_seeking');
    expect(() => JobPost.post(freelancer, 'job_offer', details, now)).toThrow(WrongPostTypeForRole);
    expect(() => JobPost.post(client, 'job_seeking', details, now)).toThrow(WrongPostTypeForRole);
    expect(() => JobPost.post({ ...client, role: 'admin' }, 'job_offer', details, now)).toThrow(WrongPostTypeForRole);
  });

  it('is limited to verified freelancers only as a job offer', () => {
    const verifiedOnly = { ...details, verifiedOnly: true };
    expect(JobPost.post(client, 'job_offer', verifiedOnly, now).verifiedOnly).toBe(true);
    expect(() => JobPost.post(freelancer, 'job_seeking', verifiedOnly, now)).toThrow(VerifiedOnlyForJobOffers);
    const availability = JobPost.post(freelancer, 'job_seeking', details, now);
    expect(() => availability.edit('free-1', { verifiedOnly: true }, now)).toThrow(VerifiedOnlyForJobOffers);
    availability.edit('free-1', { verifiedOnly: false, title: 'Evenings' }, now);
    expect(availability).toMatchObject({ verifiedOnly: false, title: 'Evenings' });
  });

  it('is edited by its owner while open, keeping fields that are not given', () => {
    const job = JobPost.post(client, 'job_offer', details, now);
    const later = new Date('2026-05-02T10:00:00Z');
    job.edit('client-1', { title: 'Senior chat operator', duration: undefined }, later);
    expect(job).toMatchObject({ title: 'Senior chat operator', description: 'Evening chats', updatedAt: later });
    expect(() => job.edit('someone-else', { title: 'x' }, later)).toThrow(NotJobOwner);
    job.close('client-1', later);
    expect(() => job.edit('client-1', { title: 'x' }, later)).toThrow(JobNotOpen);
  });

  it('closes or cancels once, by its owner only', () => {
    const job = JobPost.post(client, 'job_offer', details, now);
    expect(() => job.cancel('someone-else', now)).toThrow(NotJobOwner);
    job.cancel('client-1', now);
    expect(job.status).toBe('cancelled');
    expect(() => job.close('client-1', now)).toThrow(JobNotOpen);
  });

  it('is neither edited, closed nor cancelled while taken down: its owner may read it and appeal', () => {
    const job = JobPost.post(client, 'job_offer', details, now);
    job.removedBySafetyReview('Asks for a fee', now);
    expect(() => job.edit('client-1', { title: 'x' }, now)).toThrow(JobTakenDown);
    expect(() => job.close('client-1', now)).toThrow(JobTakenDown);
    expect(() => job.cancel('client-1', now)).toThrow(JobTakenDown);
    expect(job.status).toBe('open');
  });
});
