import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ExpressionBuilder, Kysely } from 'kysely';
import { countRows } from '../../../platform/database/count-rows';
import type { Tables } from '../../../platform/database/tables';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../platform/paging/every-row';
import { Page, PageRequest } from '../../../platform/paging/keyset-page';
import { Contract } from '../domain/contract.entity';
import type { ContractActivity, ContractParty, ContractStatus } from '../public';

/** The tables contracting owns, the only ones its statements name. */
export type ContractingTables = Pick<Tables, 'contracts'>;

/** A ContractActivity as read: `at` in PostgreSQL's text form. */
export type ContractActivityRow = Omit<ContractActivity, 'at'> & { at: string };

/** A contract of the user's, on either side, as their data export lists it. */
export type ExportedContract = {
  id: string;
  jobId: string;
  jobTitle: string;
  /** The user's side of it. */
  party: ContractParty;
  otherPartyId: string;
  terms: string;
  status: ContractStatus;
  createdAt: string;
  completedAt: string | null;
  completedBy: string | null;
};

/** Every read of contracting's tables, written with the typed query builder. */
@Injectable()
export class ContractingReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private get db(): Kysely<ContractingTables> {
    return this.em.getKysely<ContractingTables>();
  }

  /** The user's contracts on either side, newest first. */
  contractsPage(userId: string, page: PageRequest): Promise<Page<Contract>> {
    return findEntityPage(this.em, Contract, 'contracts', (eb) => partyTo(eb, userId), page);
  }

  /** The user's contracts still active, on either side. */
  async existsBetween(userId: string, otherUserId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('contracts')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('client_id', '=', userId), eb('freelancer_id', '=', otherUserId)]),
          eb.and([eb('client_id', '=', otherUserId), eb('freelancer_id', '=', userId)]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async countActive(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('contracts')
      .select((eb) => countRows(eb).as('count'))
      .where('status', '=', 'active')
      .where((eb) => partyTo(eb, userId))
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** Up to `limit` of the user's contracts, the most recently started or completed first. */
  recentActivity(userId: string, limit: number): Promise<ContractActivityRow[]> {
    return this.db
      .selectFrom('contracts')
      .select((eb) => [
        'id as contractId',
        'job_title as jobTitle',
        'status',
        eb.case().when('client_id', '=', userId).then(eb.ref('freelancer_id')).else(eb.ref('client_id')).end().as('otherPartyId'),
        eb.fn.coalesce('completed_at', 'created_at').as('at'),
      ])
      .where((eb) => partyTo(eb, userId))
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .$narrowType<{ status: ContractActivity['status'] }>()
      .execute();
  }

  /** Every contract of the user's, oldest first, read a page at a time as the caller iterates. */
  exportedContracts(userId: string): AsyncIterable<ExportedContract> {
    return everyRow(
      this.db
        .selectFrom('contracts')
        .select([
          'id',
          'job_id as jobId',
          'job_title as jobTitle',
          'client_id as clientId',
          'freelancer_id as freelancerId',
          'terms',
          'status',
          'created_at as createdAt',
          'completed_at as completedAt',
          'completed_by as completedBy',
        ])
        .where((eb) => eb.or([eb('client_id', '=', userId), eb('freelancer_id', '=', userId)]))
        .$narrowType<{ status: ContractStatus }>(),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      ({ clientId, freelancerId, createdAt, completedAt, ...contract }): ExportedContract => ({
        ...contract,
        party: clientId === userId ? 'client' : 'freelancer',
        otherPartyId: clientId === userId ? freelancerId : clientId,
        createdAt: isoTimestamp(createdAt),
        completedAt: isoTimestampOrNull(completedAt),
      }),
    );
  }
}

/** The contracts `userId` is a party to, on either side. */
function partyTo(eb: ExpressionBuilder<ContractingTables, 'contracts'>, userId: string) {
  return eb.or([eb('client_id', '=', userId), eb('freelancer_id', '=', userId)]);
}
