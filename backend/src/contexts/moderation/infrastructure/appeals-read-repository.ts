import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Tables } from '../../../platform/database/tables';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { everyRow, isoTimestamp, isoTimestampOrNull } from '../../../platform/paging/every-row';
import { KeysetOrder, Page, PageRequest } from '../../../platform/paging/keyset-page';
import { Appeal, AppealStatus } from '../domain/appeal.entity';
import { EnforcementAction } from '../domain/enforcement-action.entity';

/** An appeal the user filed, as their data export lists it. */
export type ExportedAppeal = {
  id: string;
  enforcementActionId: string;
  text: string;
  status: AppealStatus;
  /** The administrator's reason, once decided. */
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** The reads of appeals (decision 0065), their conditions written with the typed query builder. */
@Injectable()
export class AppealsReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** The appeals of one status, in the order of their filing `order` says. */
  appealsPage(status: AppealStatus, page: PageRequest, order: KeysetOrder): Promise<Page<Appeal>> {
    return findEntityPage(this.em, Appeal, 'appeals', (eb) => eb('status', '=', status), page, { order });
  }

  /** The appeals `appellantId` filed, newest first. */
  appellantPage(appellantId: string, page: PageRequest): Promise<Page<Appeal>> {
    return findEntityPage(this.em, Appeal, 'appeals', (eb) => eb('appellant_id', '=', appellantId), page);
  }

  /** The actions of these appeals, by id, in one statement. */
  async actionsOf(appeals: readonly Appeal[]): Promise<Map<string, EnforcementAction>> {
    if (appeals.length === 0) return new Map();
    const actions = await this.em.fork().find(EnforcementAction, { id: { $in: appeals.map((appeal) => appeal.enforcementActionId) } });
    return new Map(actions.map((action) => [action.id, action]));
  }

  /** Every appeal the user filed, oldest first, read a page at a time as the caller iterates. */
  exportedAppeals(userId: string): AsyncIterable<ExportedAppeal> {
    return everyRow(
      this.em
        .getKysely<Pick<Tables, 'appeals'>>()
        .selectFrom('appeals')
        .select([
          'id',
          'enforcement_action_id as enforcementActionId',
          'text',
          'status',
          'decision_reason as decisionReason',
          'created_at as createdAt',
          'decided_at as decidedAt',
        ])
        .where('appellant_id', '=', userId)
        .$narrowType<{ status: AppealStatus }>(),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row) => ({ ...row, createdAt: isoTimestamp(row.createdAt), decidedAt: isoTimestampOrNull(row.decidedAt) }),
    );
  }
}
