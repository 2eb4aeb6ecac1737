import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, ServiceUnavailableException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { countRows } from '../database/count-rows';
import type { Tables } from '../database/tables';
import { ApiOk } from '../openapi/documented-response';
import { ObjectStorage } from '../storage/object-storage';
import { Endpoint } from '../http/endpoint';
import { InstanceLoad, LoadMonitor } from './load-monitor';

const CHECK_TIMEOUT_MS = 3_000;
/** A key no upload ever gets (newObjectKey makes random ones): asking for it proves the storage answers. */
const STORAGE_PROBE_KEY = 'pending/00000000-0000-0000-0000-000000000000';

export class DependencyHealth {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiPropertyOptional({ description: 'Why it is down: unreachable or timed out' }) message?: string;
}

export class OutboxHealth extends DependencyHealth {
  @ApiPropertyOptional({
    description:
      'Outbox events the relay gave up on (OUTBOX_MAX_ATTEMPTS): they wait for an operator and do not make the instance unhealthy',
  })
  deadLettered?: number;
}

export class HealthDependencies {
  @ApiProperty({ type: DependencyHealth, description: 'PostgreSQL' }) database: DependencyHealth;
  @ApiProperty({ type: DependencyHealth, description: 'The object storage (local folder or S3)' }) storage: DependencyHealth;
  @ApiProperty({ type: OutboxHealth, description: 'The outbox of integration events, in the database' }) outbox: OutboxHealth;
}

export class HealthResponse {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
  @ApiProperty({ type: HealthDependencies, description: 'The dependencies that are up: all of them' }) info: HealthDependencies;
  @ApiProperty({ type: 'object', description: 'The dependencies that are down: none', additionalProperties: true })
  error: Record<string, never>;
  @ApiProperty({ type: HealthDependencies, description: 'Every dependency' }) details: HealthDependencies;
  @ApiProperty({ type: InstanceLoad, description: 'What this instance is carrying' }) load: InstanceLoad;
}

type Dependencies = { database: DependencyHealth; storage: DependencyHealth; outbox: OutboxHealth };

const TIMED_OUT = Symbol('timed out');

/** Up with the probe's facts, or down with why; within CHECK_TIMEOUT_MS. */
async function check<T extends object>(probe: () => Promise<T>): Promise<DependencyHealth & Partial<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), CHECK_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([probe(), timeout]);
    if (outcome === TIMED_OUT) return { status: 'down', message: 'timed out' } as DependencyHealth & Partial<T>;
    return { status: 'up', ...outcome };
  } catch {
    // The cause goes to no one here: this answer is public, and the failing requests log it.
    return { status: 'down', message: 'unreachable' } as DependencyHealth & Partial<T>;
  } finally {
    clearTimeout(timer);
  }
}

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(
    private readonly orm: MikroORM,
    private readonly storage: ObjectStorage,
    private readonly monitor: LoadMonitor,
  ) {}

  @Endpoint('GET', '', {
    summary: 'Health of this instance',
    description:
      "Up (200) when the database and the object storage each answer within 3 seconds. Otherwise 503 with Retry-After and the error body; its details name each dependency and whether it is up. `load` says what the instance carries: requests in flight against its bound and those shed (503 SERVER_BUSY), the event loop's delay and the database pool's wait queue. Never shed; for load balancers and monitoring; not logged.",
    answer: ApiOk(HealthResponse),
    errors: { 503: 'A dependency is down: details is { database, storage, outbox }, each { status: up | down, message? }' },
  })
  async check(): Promise<HealthResponse> {
    const [database, storage, outbox] = await Promise.all([
      check(() =>
        this.orm.em
          .getKysely()
          .selectNoFrom((eb) => eb.lit(1).as('up'))
          .execute()
          .then(() => ({})),
      ),
      check(() => this.storage.stat('documents', STORAGE_PROBE_KEY).then(() => ({}))),
      check(() => this.countDeadLetters().then((deadLettered) => ({ deadLettered }))),
    ]);
    const details: Dependencies = { database, storage, outbox };
    const down = Object.entries(details).filter(([, health]) => health.status === 'down');
    if (down.length > 0) {
      throw new ServiceUnavailableException({
        code: 'SERVICE_UNAVAILABLE',
        message: `Unavailable: ${down.map(([name]) => name).join(', ')}`,
        details,
      });
    }
    return { status: 'ok', info: details, error: {}, details, load: await this.monitor.load() };
  }

  private async countDeadLetters(): Promise<number> {
    const row = await this.orm.em
      .getKysely<Pick<Tables, 'outbox_events'>>()
      .selectFrom('outbox_events')
      .select((eb) => countRows(eb).as('count'))
      .where('dead_lettered_at', 'is not', null)
      .executeTakeFirstOrThrow();
    return row.count;
  }
}
