import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely } from 'kysely';
import type { Tables } from '../../../platform/database/tables';
import type { Rate } from '../../../platform/money/money';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../platform/paging/every-row';
import type { OfferMilestone, OfferParty, OfferStatus } from '../domain/offer-terms';

type OfferTables = Pick<Tables, 'job_offers'>;

/** A version of an offer on one of the user's applications (either side), as the data file lists it. */
export type ExportedOffer = {
  id: string;
  applicationId: string;
  version: number;
  proposedBy: OfferParty;
  rate: Rate | null;
  hoursPerWeek: number | null;
  startDate: string;
  endDate: string | null;
  milestones: OfferMilestone[];
  notes: string;
  status: OfferStatus;
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** The reads of job_offers besides the entity's own. */
@Injectable()
export class OffersReadRepository {
  constructor(private readonly em: EntityManager) {}

  private get db(): Kysely<OfferTables> {
    return this.em.getKysely<OfferTables>();
  }

  exportedOffers(userId: string): AsyncIterable<ExportedOffer> {
    return everyRow(
      this.db
        .selectFrom('job_offers')
        .select([
          'id',
          'application_id as applicationId',
          'version',
          'proposed_by as proposedBy',
          'rate',
          'hours_per_week as hoursPerWeek',
          'milestones',
          'notes',
          'status',
          'decision_note as decisionNote',
          'created_at as createdAt',
          'decided_at as decidedAt',
        ])
        .select((eb) => [eb.cast<string>('start_date', 'text').as('startDate'), eb.cast<string | null>('end_date', 'text').as('endDate')])
        .where((eb) => eb.or([eb('client_id', '=', userId), eb('freelancer_id', '=', userId)])),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row): ExportedOffer => ({
        ...row,
        proposedBy: row.proposedBy as OfferParty,
        status: row.status as OfferStatus,
        rate: row.rate as Rate | null,
        milestones: row.milestones as OfferMilestone[],
        createdAt: isoTimestamp(row.createdAt),
        decidedAt: isoTimestampOrNull(row.decidedAt),
      }),
    );
  }
}
