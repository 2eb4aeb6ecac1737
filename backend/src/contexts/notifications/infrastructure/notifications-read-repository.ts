import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Tables } from '../../../platform/database/tables';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { Page, PageRequest } from '../../../platform/paging/keyset-page';
import { Notification } from '../domain/notification.entity';

/** The tables notifications owns, the only ones its statements name. */
export type NotificationsTables = Pick<Tables, 'notifications'>;

/** The reads of notifications' tables, their conditions written with the typed query builder. */
@Injectable()
export class NotificationsReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's notifications, read or not, newest first. */
  notificationsPage(userId: string, page: PageRequest): Promise<Page<Notification>> {
    return findEntityPage(this.em, Notification, 'notifications', (eb) => eb('user_id', '=', userId), page);
  }
}
