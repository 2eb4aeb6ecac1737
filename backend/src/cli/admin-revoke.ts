import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { RevokeAdminCommand } from '../contexts/identity/public';
import { runCommand } from './run-command';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:revoke -- <email>');
  process.exit(2);
}
void runCommand(async ({ app }) => {
  await app.get(CommandBus).execute(new RevokeAdminCommand(email));
  return `${email} is no longer an administrator: the account is a client, and its open sessions lost the admin panel`;
});
