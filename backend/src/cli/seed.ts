import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { seedDemo } from '../demo/seed-demo';
import { DEMO_PASSWORD } from '../contexts/identity/public';
import { runCommand } from './run-command';

void runCommand(async ({ app }) => {
  await seedDemo(app.get(CommandBus));
  return `Demo content is in place; demo accounts (e.g. amara@demo.local) use the password "${DEMO_PASSWORD}"`;
});
