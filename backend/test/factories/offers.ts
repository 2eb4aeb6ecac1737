import type { NestExpressApplication } from '@nestjs/platform-express';
import { Member, apply, postJob, signUpClient, signUpFreelancer } from './jobs';

/** Terms of an offer as the API takes them; `with` changes some. */
export function offerTerms(change: Record<string, unknown> = {}) {
  return {
    rate: { type: 'hourly', currency: 'USD', amount: 2000 },
    hoursPerWeek: 20,
    startDate: '2027-01-04',
    endDate: '2027-06-30',
    milestones: [
      { title: 'Set up the help desk', dueDate: '2027-01-15', description: 'Macros, tags and the first week of tickets' },
      { title: 'Monthly report', dueDate: null, description: '' },
    ],
    notes: 'Weekly call on Mondays.',
    ...change,
  };
}

export type Offer = { id: string; version: number; status: string; proposedBy: string; [key: string]: unknown };

/** A client, a freelancer and the freelancer's pending application to the client's job. */
export async function pendingApplication(app: NestExpressApplication, options: { client?: Member; freelancer?: Member } = {}) {
  const client = options.client ?? (await signUpClient(app));
  const freelancer = options.freelancer ?? (await signUpFreelancer(app));
  const job = await postJob(client.agent);
  const application = await apply(freelancer.agent, job.id);
  return { client, freelancer, job, application };
}

/** The client's first offer on the application. */
export async function makeOffer(client: Member, applicationId: string, change: Record<string, unknown> = {}): Promise<Offer> {
  return (await client.agent.post(`/api/applications/${applicationId}/offers`).send(offerTerms(change)).expect(201)).body;
}

/** Hired on an offer: the freelancer accepts the client's offer; answers the contract's id. */
export async function hireOnOffer(app: NestExpressApplication, change: Record<string, unknown> = {}) {
  const parties = await pendingApplication(app);
  const offer = await makeOffer(parties.client, parties.application.id, change);
  const accepted = await parties.freelancer.agent.post(`/api/offers/${offer.id}/accept`).expect(200);
  return { ...parties, offer, contractId: accepted.body.contractId as string };
}
