import { CommandBus } from '@nestjs/cqrs';
import { SeedDemoUsersCommand } from '../contexts/identity/public';

/** Fills a living marketplace through each context's public commands; safe to run again. */
export async function seedDemo(commandBus: CommandBus): Promise<void> {
  await commandBus.execute(new SeedDemoUsersCommand());
}
