import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { OperationBounds, OperationLoad } from '../http/concurrency-limit';
import { RequestsInFlight } from '../http/load-shedding';

/** The event loop's delay is reported over windows of this length: the last one that ended. */
export const EVENT_LOOP_WINDOW_MS = 10_000;
/** How finely the event loop's delay is sampled. */
const EVENT_LOOP_RESOLUTION_MS = 10;

const NS_PER_MS = 1_000_000;

export class EventLoopDelay {
  @ApiProperty({ description: 'Median delay of the event loop, ms' }) p50: number;
  @ApiProperty({ description: '99th percentile, ms' }) p99: number;
  @ApiProperty({ description: 'Longest, ms' }) max: number;
}

export class DatabasePoolLoad {
  @ApiProperty({ description: 'Connections open' }) size: number;
  @ApiProperty({ description: 'Connections the pool opens at most' }) max: number;
  @ApiProperty({ description: 'Open connections not in use' }) idle: number;
  @ApiProperty({ description: 'Queries waiting for a connection' }) waiting: number;
}

@ApiExtraModels(OperationLoad)
export class InstanceLoad {
  @ApiProperty({ description: 'Requests this instance is serving now' }) requestsInFlight: number;
  @ApiProperty({ description: 'How many it serves at once (MAX_REQUESTS_IN_FLIGHT); more are answered 503 SERVER_BUSY' })
  maxRequestsInFlight: number;
  @ApiProperty({ description: 'Requests answered 503 SERVER_BUSY since the instance started' }) requestsShed: number;
  @ApiProperty({ type: EventLoopDelay, description: `The event loop's delay over the last ${EVENT_LOOP_WINDOW_MS / 1000} s` })
  eventLoopDelayMs: EventLoopDelay;
  @ApiProperty({ type: DatabasePoolLoad, description: "The database pool's connections and its wait queue" })
  databasePool: DatabasePoolLoad;
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(OperationLoad) },
    description: 'Each bounded expensive operation by name (passwordHashes, dataDownloads, auditExports)',
  })
  operations: Record<string, OperationLoad>;
}

/** What the instance is carrying: requests in flight and shed, the event loop's delay and the pool's queue (decision 0079). */
@Injectable()
export class LoadMonitor implements OnModuleDestroy {
  private readonly histogram: ReturnType<typeof monitorEventLoopDelay> = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  private lastWindow: EventLoopDelay = { p50: 0, p99: 0, max: 0 };
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly orm: MikroORM,
    private readonly requests: RequestsInFlight,
    private readonly operations: OperationBounds,
  ) {
    this.histogram.enable();
    this.timer = setInterval(() => this.closeWindow(), EVENT_LOOP_WINDOW_MS).unref();
  }

  async load(): Promise<InstanceLoad> {
    const pool = (await this.orm.em.getConnection().getNativeClient()) as Pool;
    // Until a window has ended, the one running.
    const eventLoopDelayMs = this.lastWindow.max > 0 ? this.lastWindow : this.current();
    return {
      requestsInFlight: this.requests.current,
      maxRequestsInFlight: this.requests.limit,
      requestsShed: this.requests.shed,
      eventLoopDelayMs,
      databasePool: { size: pool.totalCount, max: pool.options.max ?? 0, idle: pool.idleCount, waiting: pool.waitingCount },
      operations: this.operations.report(),
    };
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }

  private closeWindow(): void {
    this.lastWindow = this.current();
    this.histogram.reset();
  }

  private current(): EventLoopDelay {
    const ms = (ns: number) => Math.round((ns / NS_PER_MS) * 10) / 10;
    return { p50: ms(this.histogram.percentile(50)), p99: ms(this.histogram.percentile(99)), max: ms(this.histogram.max) };
  }
}
