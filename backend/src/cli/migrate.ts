import 'reflect-metadata';
import { runCommand } from './run-command';

// bootApplication applies pending migrations; this command only reports.
void runCommand(async () => 'The database schema is up to date');
