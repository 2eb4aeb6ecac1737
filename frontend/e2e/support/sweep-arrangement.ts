// The records that make every screen show each of its states, arranged through the HTTP API by
// members already signed in: the layout sweep (layout.spec.ts) arranges them for its new members,
// the Lighthouse script (measure-lighthouse.mjs) for the demo's people. Plain fetch and imports
// with their extension: Node loads this file as it is, outside the test runner.
import type { SweepRecords } from './routes.ts';
import { PROPOSAL_TERMS, payTermsFor } from './job-terms.ts';
import { ID_IMAGE, VIDEO } from './verification-files.ts';

/** A signed-in member as the arrangement calls the API: its id and its session's Cookie header. */
export type SweepSession = { id: string; cookie: string };

/** Who the records are arranged between: an administrator decides the dispute and the verification. */
export type SweepSessions = { client: SweepSession; freelancer: SweepSession; applicant: SweepSession; admin: SweepSession };

/** How long accepting an application may take to show its contract (an event of the jobs context). */
const CONTRACT_WAIT_MS = 30_000;

async function call(origin: string, session: SweepSession, method: 'GET' | 'POST' | 'PATCH', path: string, body?: object | FormData) {
  const form = body instanceof FormData;
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { cookie: session.cookie, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
    body: form ? body : body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** Sends the verification's ID image and video as the member. */
function submitVerification(origin: string, member: SweepSession) {
  const form = new FormData();
  form.append('idDocument', new Blob([new Uint8Array(ID_IMAGE.buffer)], { type: ID_IMAGE.mimeType }), ID_IMAGE.name);
  form.append('video', new Blob([new Uint8Array(VIDEO.buffer)], { type: VIDEO.mimeType }), VIDEO.name);
  return call(origin, member, 'POST', '/api/verifications', form);
}

/**
 * Jobs open, closed and cancelled; applications pending, accepted and rejected; contracts active,
 * completed and disputed (open and under review); the freelancer verified (its request approved,
 * unless it was verified before) and the applicant's request pending; a pending report; an open invitation; a conversation between client and freelancer.
 */
export async function arrangeSweepRecords(origin: string, { client, freelancer, applicant, admin }: SweepSessions): Promise<SweepRecords> {
  const postJob = async (member: SweepSession, title: string, jobType: 'job_offer' | 'job_seeking' = 'job_offer'): Promise<string> => {
    const job = await call(origin, member, 'POST', '/api/jobs', {
      jobType,
      title,
      description: 'Answer customer chats on weekday evenings, hand tricky cases to the team lead, and keep the shared notes up to date.',
      category: 'customer-service',
      duration: '3 months, 20 hours a week',
      verifiedOnly: false,
      tags: ['Live chat', 'Zendesk', 'Conflict resolution', 'Written English'],
      ...payTermsFor(jobType),
    });
    return job.id;
  };
  const apply = async (member: SweepSession, jobId: string): Promise<string> => {
    const application = await call(origin, member, 'POST', '/api/applications', {
      jobId,
      coverLetter: 'I have answered customer chats for four years and am free every weekday evening.',
      ...PROPOSAL_TERMS,
    });
    return application.id;
  };
  /** Accepts the freelancer's application to the job and waits for the contract that follows it. */
  const hire = async (jobId: string): Promise<string> => {
    const applicationId = await apply(freelancer, jobId);
    await call(origin, client, 'POST', `/api/applications/${applicationId}/accept`, {
      terms: 'Four evenings a week at the agreed hourly rate.',
    });
    for (const deadline = Date.now() + CONTRACT_WAIT_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      const contracts: { id: string; jobId: string }[] = await call(origin, client, 'GET', '/api/contracts/my');
      const contract = contracts.find((candidate) => candidate.jobId === jobId);
      if (contract) return contract.id;
    }
    throw new Error(`no contract for job ${jobId} within ${CONTRACT_WAIT_MS / 1000} s of accepting`);
  };

  const openJobId = await postJob(client, 'Evening customer chat support for an online shop');
  await apply(applicant, openJobId);
  await call(origin, client, 'POST', `/api/applications/${await apply(freelancer, openJobId)}/reject`);

  const acceptedJobId = await postJob(client, 'Weekend email support for a travel agency');
  const activeContractId = await hire(acceptedJobId);
  await call(origin, client, 'POST', '/api/disputes', {
    contractId: activeContractId,
    reason: 'The agreed hours were not kept last week.',
  });

  const completedContractId = await hire(await postJob(client, 'Content moderation for a community forum'));
  await call(origin, client, 'POST', `/api/contracts/${completedContractId}/complete`);
  await call(origin, freelancer, 'POST', '/api/reviews', {
    contractId: completedContractId,
    revieweeId: client.id,
    rating: 5,
    comment: 'Clear instructions and quick answers to every question.',
  });

  const disputedContractId = await hire(await postJob(client, 'Social media management for a bakery'));
  const dispute = await call(origin, freelancer, 'POST', '/api/disputes', {
    contractId: disputedContractId,
    reason: 'The scope grew beyond the agreed terms.',
  });
  await call(origin, admin, 'PATCH', `/api/admin/disputes/${dispute.id}`, { status: 'under_review' });

  const unappliedJobId = await postJob(client, 'Virtual assistant for calendar and inbox');
  // An open invitation: the freelancer's Invitations show Accept and Decline, the client's the one sent.
  await call(origin, client, 'POST', `/api/jobs/${unappliedJobId}/invitations`, {
    freelancerId: freelancer.id,
    message: 'Your evening availability fits this role; would you send a proposal?',
  });
  await call(origin, client, 'POST', `/api/jobs/${await postJob(client, 'Chat operator for a night shift')}/close`);
  await call(origin, client, 'POST', `/api/jobs/${await postJob(client, 'Customer service for a holiday rush')}/cancel`);

  const availabilityId = await postJob(freelancer, 'Available for evening chat and email support', 'job_seeking');
  await call(origin, client, 'POST', '/api/reports', {
    reportType: 'job',
    targetId: availabilityId,
    reason: 'Asks for a fee before any work starts.',
    evidence: 'See the last paragraph of the post.',
  });

  // A member verified before (the demo's Amara) keeps that; the others send theirs now.
  const { canSubmit: freelancerCanSubmit } = await call(origin, freelancer, 'GET', '/api/verifications/my');
  await submitVerification(origin, applicant);
  if (freelancerCanSubmit) {
    await submitVerification(origin, freelancer);
    const waiting: { id: string; userId: string }[] = await call(origin, admin, 'GET', '/api/admin/verifications');
    const freelancerRequest = waiting.find((request) => request.userId === freelancer.id);
    if (!freelancerRequest) throw new Error("the freelancer's verification is not among those waiting");
    await call(origin, admin, 'PATCH', `/api/admin/verifications/${freelancerRequest.id}`, {
      status: 'approved',
      reviewNote: 'The document and the video match.',
    });
  }

  await call(origin, client, 'POST', '/api/messages', { receiverId: freelancer.id, content: 'Hello! Are you free to start on Monday?' });
  await call(origin, freelancer, 'POST', '/api/messages', { receiverId: client.id, content: 'Yes, Monday works for me.' });

  return {
    clientId: client.id,
    freelancerId: freelancer.id,
    openJobId,
    acceptedJobId,
    unappliedJobId,
    activeContractId,
    completedContractId,
    disputedContractId,
  };
}
