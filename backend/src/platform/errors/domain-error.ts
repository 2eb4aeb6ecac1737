/** How a domain failure reads to a caller; the HTTP layer maps each kind to one status. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'rate_limited'
  | 'insufficient_storage'
  /** The instance sheds load: the same request later is served (503 with Retry-After). */
  | 'unavailable';

/**
 * A broken business rule. Carries a stable code (CONTEXT.RULE) that clients may rely on;
 * the domain throws these and never an HTTP exception.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly kind: DomainErrorKind,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
