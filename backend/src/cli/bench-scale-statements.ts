/**
 * Loaded into the API process by `npm run bench:scale` and `npm run bench:send` (node --require):
 * counts the SQL statements the process's connections send, as test/platform/list-paging.e2e-spec.ts
 * does in a test, and the transactions among them, and answers every IPC message with the counts
 * so far (`StatementCounts`).
 */
import { Client } from 'pg';

/**
 * Set by bench:send, whose sending instance runs no outbox relay: its outbox rows and pushes are
 * the send's own work, so every statement counts.
 */
const everyStatement = process.env.BENCH_COUNT_EVERY_STATEMENT === 'true';

const counts = { statements: 0, transactions: 0 };
const send = Client.prototype.query;
Client.prototype.query = function (this: Client, ...args: Parameters<typeof send>) {
  const config: unknown = args[0];
  const text = typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');
  // Otherwise the outbox relay, the realtime bus and the probe of their LISTEN connections run on
  // their own schedule, apart from the requests.
  if (everyStatement || !/outbox|pg_notify|listen /i.test(text)) {
    counts.statements += 1;
    if (/^\s*begin\b/i.test(text)) counts.transactions += 1;
  }
  return send.apply(this, args);
} as typeof send;

process.on('message', () => process.send?.(counts));
