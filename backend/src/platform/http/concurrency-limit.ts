import { DomainError } from '../errors/domain-error';

export class TooManyAtOnce extends DomainError {
  constructor(what: string) {
    super('TOO_MANY_AT_ONCE', `Too many ${what} are being prepared right now. Please try again in a minute.`, 'rate_limited');
  }
}

/**
 * At most `limit` pieces of heavy work at once in this instance; one more is refused at once (429
 * with Retry-After) rather than queued behind them, so the instance sheds the load instead of
 * slowing every other request.
 */
export class ConcurrencyLimit {
  private running = 0;

  constructor(
    private readonly limit: number,
    private readonly what: string,
  ) {}

  /** Takes a place, or throws TooManyAtOnce; the returned function gives the place back (once, however often it is called). */
  enter(): () => void {
    if (this.running >= this.limit) throw new TooManyAtOnce(this.what);
    this.running += 1;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.running -= 1;
    };
  }
}
