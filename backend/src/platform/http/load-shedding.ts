import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';
import { DomainError } from '../errors/domain-error';

/** What a shed request is told to wait: the requests ahead of it finish within a second or so. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** The one path served whatever the load: load balancers and monitoring read it to see the load itself. */
const HEALTH_PATH = '/api/health';

/** The instance, or one of its bounded operations (ConcurrencyLimit), is at its bound: come back in a second. */
export class ServerBusy extends DomainError {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;

  constructor() {
    super('SERVER_BUSY', 'The server is busy. Please try again in a moment.', 'unavailable');
  }
}

/**
 * The requests this instance is serving, bounded (MAX_REQUESTS_IN_FLIGHT, decision 0079): one more is
 * answered 503 SERVER_BUSY with Retry-After at once, before its body is read or its session looked up,
 * instead of waiting in memory behind the others for a connection of the pool. Past the rate the
 * instance can serve, the requests it takes are answered as fast as at that rate and its memory
 * stays where it was; the rest learn at once to come back. /api/health is never shed.
 */
@Injectable()
export class RequestsInFlight {
  private serving = 0;
  private shedCount = 0;
  readonly limit: number;

  constructor(config: AppConfig) {
    this.limit = config.MAX_REQUESTS_IN_FLIGHT;
  }

  /** The requests being served now. */
  get current(): number {
    return this.serving;
  }

  /** Requests answered 503 since the instance started. */
  get shed(): number {
    return this.shedCount;
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (req.path === HEALTH_PATH) return next();
    if (this.serving >= this.limit) {
      this.shedCount += 1;
      return next(new ServerBusy());
    }
    this.serving += 1;
    // 'close' comes once per response, answered or abandoned by its client.
    res.once('close', this.leave);
    next();
  };

  private readonly leave = (): void => {
    this.serving -= 1;
  };
}
