import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { GrantAdminCommand } from '../contexts/identity/public';
import { runCommand } from './run-command';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(2);
}
void runCommand(async ({ app }) => {
  await app.get(CommandBus).execute(new GrantAdminCommand(email));
  return `${email} is now an administrator`;
});
