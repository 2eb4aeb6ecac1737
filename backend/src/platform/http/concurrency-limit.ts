import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DomainError } from '../errors/domain-error';

/** A long piece of work (a download of a whole history) frees its place in about a minute. */
const LONG_WORK_RETRY_AFTER_SECONDS = 60;

/** One more long piece of work than the instance prepares at once: 503, come back in a minute. */
export class TooManyAtOnce extends DomainError {
  readonly retryAfterSeconds = LONG_WORK_RETRY_AFTER_SECONDS;

  constructor(what: string) {
    super('TOO_MANY_AT_ONCE', `Too many ${what} are being prepared right now. Please try again in a minute.`, 'unavailable');
  }
}

/**
 * At most `limit` pieces of one expensive operation at once in this instance (decision 0080); one
 * more is refused at once, 503 with Retry-After, rather than queued behind them, so the instance
 * sheds that load instead of slowing every other request. The refusal is thrown before the
 * operation starts, so nothing of it has happened and the same request later is served.
 */
export class ConcurrencyLimit {
  private running = 0;
  private refusedCount = 0;

  constructor(
    readonly limit: number,
    private readonly refusal: () => DomainError,
  ) {}

  /** Pieces running now. */
  get current(): number {
    return this.running;
  }

  /** Pieces refused since the instance started. */
  get refused(): number {
    return this.refusedCount;
  }

  /** Takes a place, or throws the refusal; the returned function gives the place back (once, however often it is called). */
  enter(): () => void {
    if (this.running >= this.limit) {
      this.refusedCount += 1;
      throw this.refusal();
    }
    this.running += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running -= 1;
    };
  }

  /** `operation` in a place, given back when it settles; refused at once when every place is taken. */
  async run<T>(operation: () => Promise<T>): Promise<T> {
    const leave = this.enter();
    try {
      return await operation();
    } finally {
      leave();
    }
  }
}

export class OperationLoad {
  @ApiProperty({ description: 'Pieces of the operation running now' }) inFlight: number;
  @ApiProperty({ description: 'How many run at once; one more is answered 503' }) limit: number;
  @ApiProperty({ description: 'Pieces refused since the instance started' }) refused: number;
}

/**
 * The instance's bounded expensive operations, by name, so that /api/health reports each one's
 * load beside the requests in flight. One bound per name for the instance's life.
 */
@Injectable()
export class OperationBounds {
  private readonly bounds = new Map<string, ConcurrencyLimit>();

  /** The bound of the operation `name`: made on first use with `limit` and `refusal`, the same one after. */
  bound(name: string, limit: number, refusal: () => DomainError): ConcurrencyLimit {
    let bound = this.bounds.get(name);
    if (!bound) this.bounds.set(name, (bound = new ConcurrencyLimit(limit, refusal)));
    return bound;
  }

  report(): Record<string, OperationLoad> {
    return Object.fromEntries(
      [...this.bounds].map(([name, bound]) => [name, { inFlight: bound.current, limit: bound.limit, refused: bound.refused }]),
    );
  }
}
