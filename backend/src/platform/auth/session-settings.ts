import { AppConfig } from '../../config/app-config';

export const SESSION_COOKIE_NAME = 'marketplace.sid';

/** How sessions are signed and how long they live. */
export class SessionSettings {
  constructor(
    readonly secret: string,
    readonly idleTimeoutMs: number,
    readonly absoluteLifetimeMs: number,
  ) {}

  static from(config: AppConfig, secret: string): SessionSettings {
    return new SessionSettings(secret, config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000, config.SESSION_ABSOLUTE_LIFETIME_MINUTES * 60_000);
  }

  /** A session signed in at `signedInAt` (epoch ms) has outlived its absolute lifetime. */
  isPastLifetime(signedInAt: number | undefined, now = Date.now()): boolean {
    return !signedInAt || now - signedInAt > this.absoluteLifetimeMs;
  }
}
