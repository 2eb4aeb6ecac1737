import type { NestExpressApplication } from '@nestjs/platform-express';
import { OutboxRelay } from '../../src/platform/outbox/outbox-relay.service';
import { eventually } from '../support/eventually';
import { sql } from '../support/sql';
import { Member, apply, postJob, signUpClient, signUpFreelancer } from './jobs';

export const TERMS = '20 hours a week at $15/hour, weekly invoices';

export type Contract = { id: string; status: string; clientReviewed: boolean; freelancerReviewed: boolean; [key: string]: unknown };

/**
 * Delivers every pending outbox event, including those the deliveries add, until none is left.
 * The API suites run one file at a time (--runInBand), so "none" means none of this file's.
 */
export async function settleEvents(app: NestExpressApplication): Promise<void> {
  const relay = app.get(OutboxRelay);
  await eventually(async () => {
    await relay.drain();
    const pending = await sql<{ type: string; last_error: string | null }[]>(
      app,
      'select type, last_error from outbox_events where published_at is null',
    );
    if (pending.length > 0) throw new Error(`outbox events still pending: ${JSON.stringify(pending)}`);
  });
}

/** The contract made from an accepted application, once contracting has handled the event. */
export async function contractOfApplication(member: Member, applicationId: string): Promise<Contract> {
  return eventually(async () => {
    const response = await member.agent.get('/api/contracts/my').expect(200);
    const contract = (response.body as (Contract & { applicationId: string })[]).find((c) => c.applicationId === applicationId);
    if (!contract) throw new Error(`no contract yet for application ${applicationId}`);
    return contract;
  });
}

/** A client hires a freelancer: job, application, acceptance with terms, and the contract. */
export async function hire(app: NestExpressApplication, options: { freelancer?: Member; client?: Member } = {}) {
  const client = options.client ?? (await signUpClient(app));
  const freelancer = options.freelancer ?? (await signUpFreelancer(app));
  const job = await postJob(client.agent);
  const application = await apply(freelancer.agent, job.id);
  await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: TERMS }).expect(200);
  const contract = await contractOfApplication(client, application.id);
  return { client, freelancer, job, application, contract };
}

/** A hired and completed contract, with every follow-up event delivered. */
export async function completedContract(app: NestExpressApplication, options: { freelancer?: Member; client?: Member } = {}) {
  const hired = await hire(app, options);
  await hired.client.agent.post(`/api/contracts/${hired.contract.id}/complete`).expect(200);
  await settleEvents(app);
  return hired;
}
