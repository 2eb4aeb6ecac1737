import { MetadataStorage } from '@mikro-orm/core';
import { join } from 'node:path';

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
