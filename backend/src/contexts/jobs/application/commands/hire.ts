import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { PinoLogger } from 'nestjs-pino';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { OpenContractForApplicationCommand } from '../../../contracting/public';
import type { AcceptedApplication } from '../../../contracting/public';
import type { Application } from '../../domain/application.entity';
import { Offer } from '../../domain/offer.entity';
import { OfferNotFound } from '../../domain/offer-errors';
import type { JobPost } from '../../domain/job-post.entity';
import type { OfferParty } from '../../domain/offer-terms';
import { AcceptedOfferTerms, ApplicationAccepted, OfferChanged } from '../../public';

/** The offer, locked against a concurrent answer; to anyone but its parties it does not exist. */
export async function loadOfferForDecision(em: EntityManager, offerId: string, userId: string): Promise<Offer> {
  const offer = await em.findOne(Offer, { id: offerId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!offer) throw new OfferNotFound();
  offer.assertParty(userId);
  return offer;
}

/** The offer's id before its application is locked (locks are taken application first, then offer). */
export async function applicationOfOffer(em: EntityManager, offerId: string, userId: string): Promise<string> {
  const offer = await em.fork().findOne(Offer, { id: offerId }, { fields: ['applicationId', 'clientId', 'freelancerId'] });
  if (!offer) throw new OfferNotFound();
  offer.assertParty(userId);
  return offer.applicationId;
}

/**
 * Hires on an accepted offer, inside the transaction that holds the application's lock: the
 * application is accepted, any other open version closes, and ApplicationAccepted carries the
 * offer as accepted (what the contract freezes). Answers what the contract is opened from.
 */
export function hireOn(em: EntityManager, application: Application, offer: Offer, openOffers: Offer[], now: Date): AcceptedApplication {
  application.accept(application.clientId, now);
  for (const other of openOffers) if (other.id !== offer.id) other.closeWithApplication(now);
  const { job, freelancerId } = application;
  const snapshot: AcceptedOfferTerms = { offerId: offer.id, version: offer.version, ...offer.terms() };
  recordEvent(em, new ApplicationAccepted(application.id, job.id, job.clientId, freelancerId, job.title, offer.notes, snapshot));
  return {
    applicationId: application.id,
    jobId: job.id,
    jobTitle: job.title,
    clientId: job.clientId,
    freelancerId,
    terms: offer.notes,
    offer: snapshot,
  };
}

/**
 * Once the acceptance committed, so the answer carries the contract. ApplicationAccepted opens it
 * too, should this fail (the acceptance stands): contracting keeps it to one (decision 0056).
 */
export async function openContract(commandBus: CommandBus, logger: PinoLogger, accepted: AcceptedApplication): Promise<string | null> {
  try {
    return (await commandBus.execute(new OpenContractForApplicationCommand(accepted))).contractId;
  } catch (error) {
    logger.warn(
      { err: error, applicationId: accepted.applicationId },
      'opening the contract of an accepted application failed; its event will',
    );
    return null;
  }
}

/** Records what happened to an offer version, for both parties' screens and what they are told. */
export function recordOfferChange(
  em: EntityManager,
  offer: Offer,
  job: Pick<JobPost, 'id' | 'title'>,
  change: OfferChanged['change'],
  by: OfferParty,
  note: string | null = null,
): void {
  recordEvent(
    em,
    new OfferChanged(offer.id, offer.applicationId, job.id, job.title, offer.clientId, offer.freelancerId, offer.version, change, by, note),
  );
}
