import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { KeysetOrder, Page, PageRequest } from '../../../platform/paging/keyset-page';
import { VerificationRequest, VerificationStatus } from '../domain/verification-request.entity';

/** The reads of verification's tables, their conditions written with the typed query builder. */
@Injectable()
export class VerificationReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** The requests of one status, in the order of their submission `order` says. */
  requestsPage(status: VerificationStatus, page: PageRequest, order: KeysetOrder): Promise<Page<VerificationRequest>> {
    return findEntityPage(this.em, VerificationRequest, 'verification_requests', (eb) => eb('status', '=', status), page, { order });
  }

  /** The user's requests, newest first. */
  userRequestsPage(userId: string, page: PageRequest): Promise<Page<VerificationRequest>> {
    return findEntityPage(this.em, VerificationRequest, 'verification_requests', (eb) => eb('user_id', '=', userId), page);
  }
}
