import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { Page, PageRequest } from '../../../platform/paging/keyset-page';
import { Dispute } from '../domain/dispute.entity';
import { Report } from '../domain/report.entity';

/** The pages of moderation's tables, their conditions written with the typed query builder. */
@Injectable()
export class ModerationReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** The reports `reporterId` filed, newest first. */
  reportsPage(reporterId: string, page: PageRequest): Promise<Page<Report>> {
    return findEntityPage(this.em, Report, 'reports', (eb) => eb('reporter_id', '=', reporterId), page);
  }

  /** The disputes on the user's contracts, on either side, whoever opened them, newest first. */
  disputesPage(userId: string, page: PageRequest): Promise<Page<Dispute>> {
    return findEntityPage(
      this.em,
      Dispute,
      'disputes',
      (eb) => eb.or([eb('client_id', '=', userId), eb('freelancer_id', '=', userId)]),
      page,
    );
  }
}
