import { Application } from './application.entity';
import { JobDetails, JobPost } from './job-post.entity';
import {
  ApplicationNotPending,
  AvailabilityPostsTakeNoApplications,
  CannotApplyToOwnJob,
  JobNotOpen,
  JobNotOpenForApplications,
  NotJobOwner,
  NotTheApplicant,
  OnlyFreelancersApply,
  VerificationRequired,
} from './jobs-errors';

const details: JobDetails = {
  title: 'Chat operator',
  description: 'Evening chats',
  category: 'chat-operator',
  duration: null,
  verifiedOnly: false,
  tags: [],
};
const now = new Date('2026-05-01T10:00:00Z');
const client = { id: 'client-1', role: 'client' as const, isVerified: true };
const freelancer = { id: 'free-1', role: 'freelancer' as const, isVerified: false };
const offer = (overrides: Partial<typeof details> = {}) =>
  JobPost.post(client, 'job_offer', { ...details, ...overrides }, now, {
    pay: { type: 'fixed', currency: 'USD', minimum: 50000, maximum: null },
  });

describe('Application', () => {
  it('is submitted pending by a freelancer to an open offer', () => {
    const application = Application.submit(offer(), freelancer, 'Hello', now);
    expect(application).toMatchObject({ status: 'pending', freelancerId: 'free-1', coverLetter: 'Hello' });
  });

  it('refuses clients, own posts, availability posts, closed jobs and unverified applicants to verified-only jobs', () => {
    expect(() => Application.submit(offer(), { ...client, id: 'client-2' }, 'Hi', now)).toThrow(OnlyFreelancersApply);
    const availability = JobPost.post(freelancer, 'job_seeking', details, now, { hourlyRate: { currency: 'USD', amount: 1500 } });
    expect(() => Application.submit(availability, freelancer, 'Hi', now)).toThrow(CannotApplyToOwnJob);
    expect(() => Application.submit(availability, { ...freelancer, id: 'free-2' }, 'Hi', now)).toThrow(AvailabilityPostsTakeNoApplications);
    const closed = offer();
    closed.close('client-1', now);
    expect(() => Application.submit(closed, freelancer, 'Hi', now)).toThrow(JobNotOpenForApplications);
    expect(() => Application.submit(offer({ verifiedOnly: true }), freelancer, 'Hi', now)).toThrow(VerificationRequired);
    expect(Application.submit(offer({ verifiedOnly: true }), { ...freelancer, isVerified: true }, 'Hi', now).status).toBe('pending');
  });

  it('is accepted or rejected once, by the job owner only', () => {
    const accepted = Application.submit(offer(), freelancer, 'Hi', now);
    expect(() => accepted.accept('free-1', now)).toThrow(NotJobOwner);
    accepted.accept('client-1', now);
    expect(accepted.status).toBe('accepted');
    expect(() => accepted.reject('client-1', now)).toThrow(ApplicationNotPending);
    expect(() => accepted.reject('client-1', now)).toThrow('This application has already been accepted.');

    const rejected = Application.submit(offer(), freelancer, 'Hi', now);
    rejected.reject('client-1', now);
    expect(rejected.status).toBe('rejected');
    expect(() => rejected.accept('client-1', now)).toThrow(ApplicationNotPending);
    expect(() => rejected.accept('client-1', now)).toThrow('This application has already been rejected.');
  });

  it('is withdrawn by its applicant alone, while pending', () => {
    const application = Application.submit(offer(), freelancer, 'Hi', now);
    expect(() => application.withdraw('client-1', now)).toThrow(NotTheApplicant);
    application.withdraw('free-1', now);
    expect(application.status).toBe('withdrawn');
    expect(() => application.withdraw('free-1', now)).toThrow(ApplicationNotPending);
    const rejected = Application.submit(offer(), freelancer, 'Hi', now);
    rejected.reject('client-1', now);
    expect(() => rejected.withdraw('free-1', now)).toThrow(ApplicationNotPending);
  });

  it('is not accepted once the job is no longer open, but may still be rejected', () => {
    const job = offer();
    const first = Application.submit(job, freelancer, 'Hi', now);
    const second = Application.submit(job, { ...freelancer, id: 'free-2' }, 'Hi', now);
    job.close('client-1', now);
    expect(() => first.accept('client-1', now)).toThrow(JobNotOpen);
    second.reject('client-1', now);
    expect(second.status).toBe('rejected');
  });
});
