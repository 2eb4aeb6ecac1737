import { MikroORM } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** Runs SQL on the application's own connection: for arranging states the API cannot reach (time passing). */
export function sql<T = unknown[]>(app: NestExpressApplication, query: string, params: unknown[] = []): Promise<T> {
  return app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;
}
