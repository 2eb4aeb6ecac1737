import { Controller, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { ApiPageResponse, PageRequest, sendPage } from '../../../platform/paging/keyset-page';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { MarkAllNotificationsReadCommand } from '../application/commands/mark-all-notifications-read';
import { MarkNotificationReadCommand } from '../application/commands/mark-notification-read';
import { NotificationView } from '../application/notification-view';
import { ListNotificationsQuery } from '../application/queries/list-notifications';
import { MarkAllReadResponse, NotificationResponse } from './dto';

@ApiTags('notifications')
@SignedIn()
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Endpoint('GET', '', {
    summary: 'My notifications',
    description:
      "The caller’s notifications, newest first, a page at a time (the body is the list; the X-Next-Cursor header carries the next page's cursor and is absent on the last page). New ones are also pushed over /ws as `notification` events.",
    answer: ApiPageResponse(NotificationResponse),
  })
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query() page: PageRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<NotificationView[]> {
    return sendPage(response, await this.queryBus.execute(new ListNotificationsQuery(principal.id, page)));
  }

  @Endpoint('PATCH', ':id/read', {
    summary: 'Marks a notification read',
    description: 'Only the caller’s own; any other id is 404.',
    answer: ApiOk(NotificationResponse),
    errors: { 404: 'Notification not found' },
  })
  markRead(@CurrentPrincipal() principal: Principal, @Param('id', new ParseUUIDPipe()) id: string): Promise<NotificationView> {
    return this.commandBus.execute(new MarkNotificationReadCommand(principal.id, id));
  }

  @Endpoint('POST', 'read-all', {
    summary: 'Marks all my notifications read',
    description: 'Every unread notification of the caller.',
    answer: ApiOk(MarkAllReadResponse),
  })
  async markAllRead(@CurrentPrincipal() principal: Principal): Promise<MarkAllReadResponse> {
    return { markedRead: await this.commandBus.execute(new MarkAllNotificationsReadCommand(principal.id)) };
  }
}
