import { MetadataStorage } from '@mikro-orm/core';

jest.setTimeout(30_000);

// MikroORM keeps entity metadata in a process-wide store; each test file loads the entities
// again in its own module registry, so the previous file's metadata must not leak into it.
MetadataStorage.clear();
