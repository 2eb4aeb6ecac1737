import { MetadataStorage } from '@mikro-orm/core';
import { join } from 'node:path';
import { Client } from 'pg';

// A guard against hangs, not a speed check: in parallel workers a test shares the cores with the others.
jest.setTimeout(60_000);

// MikroORM keeps entity metadata in a process-wide store; each test file loads the entities
// again in its own module registry, so the previous file's metadata must not leak into it.
MetadataStorage.clear();

// The worker's own database and storage folder (global-setup.ts made one per worker): files in
// parallel workers never see each other's rows, events or stored files.
const worker = process.env.JEST_WORKER_ID ?? '1';
process.env.TEST_DATABASE_URL = process.env[`TEST_DATABASE_URL_${worker}`];
process.env.TEST_OBJECT_STORAGE_DIR = join(process.env.TEST_OBJECT_STORAGE_ROOT!, `worker-${worker}`);

// The files of a worker run one after another on its database: a delivery the app of an earlier
// file had in flight when it closed left its outbox event and its email claimed by no one alive.
// They are freed before this file's app starts, so it delivers them at once instead of after the
// claims run out. (On the embedded database, which serves one connection at a time, the files run
// in band and each app's shutdown is the only one.)
beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || !process.env.DATABASE_URL) return;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('update outbox_events set claimed_until = null where published_at is null and claimed_until is not null');
    await client.query('update sent_emails set claimed_until = now() where sent_at is null and claimed_until > now()');
  } finally {
    await client.end();
  }
});
