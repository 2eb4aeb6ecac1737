import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createOpenApiDocument } from '../platform/openapi/openapi';
import { runCommand } from './run-command';

// Runs on a throwaway in-memory database so it needs no set-up and touches no data.
process.env.DATABASE_URL = '';
process.env.EMBEDDED_DB_DIR = 'memory://';
const target = resolve(__dirname, '../../../openapi.json');
void runCommand(async ({ app }) => {
  writeFileSync(target, `${JSON.stringify(createOpenApiDocument(app), null, 2)}\n`);
  return `Wrote ${target}`;
});
