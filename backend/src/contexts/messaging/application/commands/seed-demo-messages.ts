import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { orderedPair } from '../../domain/conversation.entity';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { SeedDemoMessagesCommand } from '../../public';
import { SendMessageCommand } from './send-message';

/** A conversation between a demo client and a demo freelancer: [from, to, text], in order. */
const DEMO_CONVERSATIONS: [string, string, string][][] = [
  [
    ['grace@demo.local', 'amara@demo.local', 'Hi Amara! I saw your availability post. Are you still free for evening chat shifts?'],
    ['amara@demo.local', 'grace@demo.local', 'Hi Grace, yes: weekdays from 6 pm UTC. Which helpdesk do you use?'],
    ['grace@demo.local', 'amara@demo.local', 'Zendesk. I will post the job this week and send you the link.'],
  ],
  [
    ['henrik@demo.local', 'lucas@demo.local', 'Hello Lucas, could you moderate our community forum on weekends?'],
    ['lucas@demo.local', 'henrik@demo.local', 'Happy to. How many posts a day are we talking about?'],
  ],
];

/** Sends the demo conversations through the real command, once: a pair that has one is skipped. */
@CommandHandler(SeedDemoMessagesCommand)
export class SeedDemoMessagesHandler implements ICommandHandler<SeedDemoMessagesCommand> {
  constructor(
    private readonly reads: MessagingReadRepository,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ userIdsByEmail }: SeedDemoMessagesCommand): Promise<void> {
    for (const conversation of DEMO_CONVERSATIONS) {
      const [firstFrom, firstTo] = conversation[0].map((email) => userIdsByEmail[email]);
      if (!firstFrom || !firstTo) continue;
      if (await this.reads.conversationExists(orderedPair(firstFrom, firstTo))) continue;
      for (const [from, to, text] of conversation) {
        await this.commandBus.execute(new SendMessageCommand(userIdsByEmail[from], userIdsByEmail[to], text));
      }
    }
  }
}
