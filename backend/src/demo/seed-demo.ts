import { CommandBus } from '@nestjs/cqrs';
import { SeedDemoUsersCommand } from '../contexts/identity/public';
import { SeedDemoJobsCommand } from '../contexts/jobs/public';
import { SeedDemoMessagesCommand } from '../contexts/messaging/public';

/** Fills a living marketplace through each context's public commands; safe to run again. */
export async function seedDemo(commandBus: CommandBus): Promise<void> {
  const { userIdsByEmail } = await commandBus.execute(new SeedDemoUsersCommand());
  await commandBus.execute(new SeedDemoJobsCommand(userIdsByEmail));
  await commandBus.execute(new SeedDemoMessagesCommand(userIdsByEmail));
}
