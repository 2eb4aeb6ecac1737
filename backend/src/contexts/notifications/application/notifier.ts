import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { EventDelivery } from '../../../platform/outbox/event-handlers';
import { displayName, GetUserSummariesQuery } from '../../identity/public';
import type { Notice } from '../domain/notice';
import { EmailChannel } from './channels/email.channel';
import { InAppChannel } from './channels/in-app.channel';
import { RealtimeChannel } from './channels/realtime.channel';

/**
 * Tells users what happened to them. The handler of each event decides what each user is told
 * (a Notice: the notification's title, text and where it leads; the email's topic, text and
 * button) and hands it here; every channel then tells its part: the bell, the live push of what
 * the bell stored, and the email. Each channel keeps its own once-per-event guarantee, so a
 * channel that fails (a mail server down) is tried again with the next delivery of the event while
 * the others change nothing more.
 */
@Injectable()
export class Notifier {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly inApp: InAppChannel,
    private readonly realtime: RealtimeChannel,
    private readonly email: EmailChannel,
  ) {}

  /** "First Last" of each user, for the texts ("Someone" when the account is gone); read before the delivery's transaction. */
  async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const people = await this.queryBus.execute(new GetUserSummariesQuery(userIds));
    return new Map(
      userIds.map((id) => {
        const person = people.get(id);
        return [id, person ? displayName(person) : 'Someone'];
      }),
    );
  }

  /** Tells each notice on its channels, one after the other (the embedded database has one connection); throws when any failed. */
  async tell(delivery: EventDelivery, notices: readonly Notice[]): Promise<void> {
    const failures: unknown[] = [];
    const channels = [async () => this.realtime.push(await this.inApp.store(delivery, notices)), () => this.email.send(delivery, notices)];
    for (const channel of channels) await channel().catch((error: unknown) => failures.push(error));
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, 'channels failed to tell the users');
  }
}
