import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { GetUserSummariesQuery, toPersonView } from '../../../identity/public';
import { GetMessageWindowQuery, MessageWindow } from '../../../messaging/public';
import { ReportNotFound } from '../../domain/moderation-errors';
import { Report } from '../../domain/report.entity';
import { recordConversationOpened } from '../conversation-opened';
import {
  AdminReportContextView,
  REPORT_WINDOW_AROUND,
  ReportedMessageContextView,
  toContextMessageView,
  toReportedContentView,
} from '../decision-context-views';
import { readReportedContent } from '../reported-content';

/**
 * What an administrator needs to judge one report: the reported post, profile or message as it
 * was when reported and as it is now; for a message, its sender, its receiver and the messages
 * around it in their conversation. Every id comes from the report, none from the request; opening
 * a conversation is recorded in the audit log with the report.
 */
export class OpenReportContextCommand extends Command<AdminReportContextView> {
  constructor(
    readonly adminId: string,
    readonly reportId: string,
  ) {
    super();
  }
}

@CommandHandler(OpenReportContextCommand)
export class OpenReportContextHandler implements ICommandHandler<OpenReportContextCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ adminId, reportId }: OpenReportContextCommand): Promise<AdminReportContextView> {
    const report = await this.em.fork().findOne(Report, reportId);
    if (!report) throw new ReportNotFound();
    const base = { reportId: report.id, reportType: report.reportType, asReported: toReportedContentView(report.snapshot) };
    if (report.reportType !== 'message') {
      const now = await readReportedContent(this.queryBus, report.reportType, report.targetId);
      return { ...base, now: toReportedContentView(now), message: null };
    }
    const window = await this.queryBus.execute(new GetMessageWindowQuery(report.targetId, REPORT_WINDOW_AROUND));
    if (!window) {
      // The message is gone, its text kept in the report: reading it is recorded all the same.
      if (report.snapshot) {
        await recordConversationOpened(this.em, {
          adminId,
          subject: { type: 'message', id: report.targetId },
          personId: report.targetUserId,
          justification: { reportId: report.id },
          messagesShown: 1,
          at: this.clock.now(),
        });
      }
      return { ...base, now: null, message: null };
    }
    const message = await this.messageContext(window);
    await recordConversationOpened(this.em, {
      adminId,
      subject: { type: 'conversation', id: window.conversationId },
      personId: report.targetUserId,
      justification: { reportId: report.id },
      messagesShown: message.messages.length,
      at: this.clock.now(),
    });
    return {
      ...base,
      now: { job: null, profile: null, message: { text: window.message.content, removed: window.message.removed } },
      message,
    };
  }

  private async messageContext(window: MessageWindow): Promise<ReportedMessageContextView> {
    const { message } = window;
    const people = await this.queryBus.execute(new GetUserSummariesQuery([message.senderId, message.receiverId]));
    return {
      messageId: message.id,
      sentAt: message.sentAt.toISOString(),
      sender: toPersonView(people.get(message.senderId)),
      receiver: toPersonView(people.get(message.receiverId)),
      conversationId: window.conversationId,
      messages: window.messages.map((each) => ({ ...toContextMessageView(each), reported: each.id === message.id })),
      hasEarlier: window.hasEarlier,
      hasLater: window.hasLater,
    };
  }
}
