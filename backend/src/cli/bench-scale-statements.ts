/**
 * Loaded into the API process by `npm run bench:scale` (node --require): counts the SQL statements
 * the process's connections send, as test/platform/list-paging.e2e-spec.ts does in a test, and
 * answers every IPC message with the count so far.
 */
import { Client } from 'pg';

let statements = 0;
const send = Client.prototype.query;
Client.prototype.query = function (this: Client, ...args: Parameters<typeof send>) {
  const config: unknown = args[0];
  const text = typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');
  // The outbox relay, the realtime bus and the probe of their LISTEN connections run on their own
  // schedule, apart from the requests.
  if (!/outbox|pg_notify|listen /i.test(text)) statements += 1;
  return send.apply(this, args);
} as typeof send;

process.on('message', () => process.send?.(statements));
