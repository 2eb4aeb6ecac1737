import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { Application } from '../../domain/application.entity';
import { ApplicationAccepted, ApplicationEdited, ApplicationRejected, ApplicationSubmitted, ApplicationWithdrawn } from '../../public';
import { APPLICATION_CHANGED } from '../server-events';

type ApplicationChange = ApplicationSubmitted | ApplicationAccepted | ApplicationRejected | ApplicationWithdrawn | ApplicationEdited;

/**
 * Tells the applicant's and the job owner's open screens that an application was submitted,
 * edited, shortlisted, decided or withdrawn (counts, lists, the dashboard), so they follow without a reload; each event is pushed
 * once, however often it is delivered.
 */
@Injectable()
@HandlesEvents(ApplicationSubmitted, ApplicationAccepted, ApplicationRejected, ApplicationWithdrawn, ApplicationEdited)
export class PushApplicationChanges implements IntegrationEventHandler<ApplicationChange>, OnModuleInit {
  constructor(
    private readonly realtime: RealtimeBus,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.realtime.register(APPLICATION_CHANGED, async (refs) => {
      const found = await this.em
        .fork()
        .find(Application, { id: { $in: refs.map((ref) => ref.applicationId) } }, { fields: ['id', 'job', 'status'] });
      const byId = new Map(found.map((application) => [application.id, application]));
      return refs.map(({ applicationId }) => {
        const application = byId.get(applicationId);
        return application ? { applicationId, jobId: application.job.id, status: application.status } : null;
      });
    });
  }

  async handle(event: ApplicationChange, delivery: EventDelivery): Promise<void> {
    // Nothing to store: `once` records that this event was pushed, so a repeated delivery is not.
    const first = await delivery.once(() => Promise.resolve());
    if (first)
      await this.realtime.publish([event.clientId, event.freelancerId], APPLICATION_CHANGED, { applicationId: event.applicationId });
  }
}
