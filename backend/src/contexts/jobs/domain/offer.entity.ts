import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import type { Rate } from '../../../platform/money/money';
import { OFFER_PARTIES, OFFER_STATUSES, OfferMilestone, OfferParty, OfferStatus, OfferTerms } from './offer-terms';
import { Application } from './application.entity';
import { EndBeforeStart, NotOfferProposer, NotOfferRecipient, OfferNotFound, OfferNotOpen } from './offer-errors';

/**
 * One version of the terms offered on an application: the post's owner makes version 1, the other
 * party accepts, declines or answers with a counter-offer (the next version, theirs). Every version
 * is kept; at most one is open per application (a partial unique index).
 */
@Entity({ tableName: 'job_offers' })
@Unique({ name: 'job_offers_application_id_version_unique', properties: ['applicationId', 'version'] })
@Index({ name: 'job_offers_client_id_index', properties: ['clientId'] })
@Index({ name: 'job_offers_freelancer_id_index', properties: ['freelancerId'] })
@Index({
  name: 'job_offers_one_open_per_application',
  expression: `create unique index "job_offers_one_open_per_application" on "job_offers" ("application_id") where "status" = 'open'`,
})
@Check({ name: 'job_offers_version_check', expression: '"version" >= 1' })
@Check({ name: 'job_offers_hours_per_week_check', expression: 'hours_per_week >= 1 and hours_per_week <= 80' })
@Check({ name: 'job_offers_end_date_check', expression: '"end_date" is null or "end_date" >= "start_date"' })
export class Offer {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Application, { fieldName: 'application_id', deleteRule: 'cascade', mapToPk: true })
  applicationId: string;

  /** The application's two parties, copied from it (they never change): who may see and answer. */
  @Property({ type: 'uuid' })
  clientId: string;

  @Property({ type: 'uuid' })
  freelancerId: string;

  @Property({ type: 'integer' })
  version: number;

  @Enum({ items: [...OFFER_PARTIES] })
  proposedBy: OfferParty;

  @Property({ type: 'json', nullable: true })
  rate: Rate | null;

  @Property({ type: 'integer', nullable: true })
  hoursPerWeek: number | null;

  @Property({ type: 'date' })
  startDate: string;

  @Property({ type: 'date', nullable: true })
  endDate: string | null;

  @Property({ type: 'json' })
  milestones: OfferMilestone[];

  @Property({ type: 'text' })
  notes: string;

  @Enum({ items: [...OFFER_STATUSES] })
  status: OfferStatus = 'open';

  /** What the party who declined said, if anything. */
  @Property({ type: 'text', nullable: true })
  decisionNote: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  private constructor(
    parties: { applicationId: string; clientId: string; freelancerId: string },
    version: number,
    proposedBy: OfferParty,
    terms: OfferTerms,
    now: Date,
  ) {
    if (terms.endDate !== null && terms.endDate < terms.startDate) throw new EndBeforeStart();
    this.applicationId = parties.applicationId;
    this.clientId = parties.clientId;
    this.freelancerId = parties.freelancerId;
    this.version = version;
    this.proposedBy = proposedBy;
    this.rate = terms.rate;
    this.hoursPerWeek = terms.hoursPerWeek;
    this.startDate = terms.startDate;
    this.endDate = terms.endDate;
    this.milestones = terms.milestones;
    this.notes = terms.notes;
    this.createdAt = now;
  }

  /** The owner's offer on an application: version 1, or the next after the last was declined or withdrawn. */
  static make(
    application: { applicationId: string; clientId: string; freelancerId: string },
    latestVersion: number,
    terms: OfferTerms,
    now: Date,
  ): Offer {
    return new Offer(application, latestVersion + 1, 'client', terms, now);
  }

  /** The side the user is on, or null when they are not a party. */
  partyOf(userId: string): OfferParty | null {
    if (userId === this.clientId) return 'client';
    if (userId === this.freelancerId) return 'freelancer';
    return null;
  }

  /** Only the two parties know the offer exists. */
  assertParty(userId: string): OfferParty {
    const party = this.partyOf(userId);
    if (!party) throw new OfferNotFound();
    return party;
  }

  private assertRecipient(userId: string): void {
    if (this.assertParty(userId) === this.proposedBy) throw new NotOfferRecipient();
    this.assertOpen();
  }

  private assertOpen(): void {
    if (this.status !== 'open') throw new OfferNotOpen(this.status);
  }

  accept(userId: string, now: Date): void {
    this.assertRecipient(userId);
    this.status = 'accepted';
    this.decidedAt = now;
  }

  decline(userId: string, note: string | null, now: Date): void {
    this.assertRecipient(userId);
    this.status = 'declined';
    this.decisionNote = note;
    this.decidedAt = now;
  }

  /** The recipient answers with terms of their own: this version is countered, the next one is theirs and open. */
  counter(userId: string, terms: OfferTerms, now: Date): Offer {
    this.assertRecipient(userId);
    this.status = 'countered';
    this.decidedAt = now;
    const proposedBy: OfferParty = this.proposedBy === 'client' ? 'freelancer' : 'client';
    return new Offer(this, this.version + 1, proposedBy, terms, now);
  }

  /** Its proposer takes it back while it is open. */
  withdraw(userId: string, now: Date): void {
    if (this.assertParty(userId) !== this.proposedBy) throw new NotOfferProposer();
    this.assertOpen();
    this.status = 'withdrawn';
    this.decidedAt = now;
  }

  /** The application left pending some other way (withdrawn, declined, hired): an open version closes with it. */
  closeWithApplication(now: Date): void {
    if (this.status !== 'open') return;
    this.status = 'withdrawn';
    this.decidedAt = now;
  }

  terms(): OfferTerms {
    const { rate, hoursPerWeek, startDate, endDate, milestones, notes } = this;
    return { rate, hoursPerWeek, startDate, endDate, milestones, notes };
  }
}
