import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { resolve } from 'node:path';

/** An http(s) address with no path: scheme, host and optional port. */
const HTTP_URL = /^https?:\/\/[^\s,/]+$/;
/** S3 bucket naming rules: 3-63 lowercase letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** One or more http(s) origins: scheme, host and optional port, no path. */
const ORIGIN_LIST = /^\s*https?:\/\/[^\s,/]+\s*(,\s*https?:\/\/[^\s,/]+\s*)*$/;

const toInt = ({ value }: { value: unknown }) => Number(value);
const toBool = ({ value }: { value: unknown }) => {
  const text = String(value).toLowerCase();
  if (['1', 'true', 'yes'].includes(text)) return true;
  if (['0', 'false', 'no'].includes(text)) return false;
  return value; // left as text, so validation names the variable
};

/**
 * Every setting of the API, read from the environment. Names match .env.example;
 * a bad value stops start-up with the variable's name (see loadConfig).
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsOptional()
  @IsString()
  HOST?: string;

  /** PostgreSQL connection string; when absent the embedded database under EMBEDDED_DB_DIR is used. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /** Folder of the embedded database, or memory:// for a throwaway one. */
  @IsString()
  @MinLength(1)
  EMBEDDED_DB_DIR = './data/pg';

  /**
   * Milliseconds a statement may run on a PostgreSQL server before the server cancels it (503); a
   * connection that has answered nothing a second after that is taken for lost and closed, so a
   * database that stops answering costs a request about this long at most. 0: no limit (for a
   * one-off command expected to run long statements; migrations always run without one). Not
   * applied to the embedded database, which runs in this process.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  DATABASE_STATEMENT_TIMEOUT_MS = 5_000;

  /**
   * Milliseconds a request may wait for a connection to a PostgreSQL server, a free one of the pool
   * or a new one, before it is answered 503. The embedded database waits a minute: it serves one
   * connection at a time.
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  DATABASE_CONNECT_TIMEOUT_MS = 5_000;

  /** Signs the session cookie. Required in production; generated and kept under ./data otherwise. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_IDLE_TIMEOUT_MINUTES = 7 * 24 * 60;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_ABSOLUTE_LIFETIME_MINUTES = 30 * 24 * 60;

  /**
   * The origins whose pages may change state through the API and open /ws, comma-separated
   * (https://app.example.com). Empty: the address the request was sent to (its Host header).
   */
  @IsOptional()
  @IsString()
  @Matches(ORIGIN_LIST, { message: 'APP_ORIGIN must be comma-separated origins such as https://app.example.com' })
  APP_ORIGIN?: string;

  /** Express "trust proxy": which proxies may tell the client address and protocol. */
  @IsString()
  TRUST_PROXY = 'loopback';

  /** Wrong sign-ins (password or code) per client address and email, per sign-in window; right ones are not counted. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_IN_ATTEMPTS = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_IN_WINDOW_SECONDS = 15 * 60;

  /**
   * Every sign-in per client address, right or wrong, per sign-in window: a ceiling on the password
   * hashing one address causes, far above what an office or a mobile network's shared address uses.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_IN_ADDRESS_ATTEMPTS = 300;

  /**
   * Wrong passwords, second-factor codes and link tokens per client address across all accounts
   * (password spraying), per sign-in window: everyone of an office of 50 may get it wrong once.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_IN_ADDRESS_FAILURES = 50;

  /** Sign-ups per client address, per sign-up window: an office of 50 signs up together and more. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_UP_ATTEMPTS = 100;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_UP_WINDOW_SECONDS = 60 * 60;

  /**
   * Sign-ups with an address that has an account, per client address and sign-up window: the 409
   * tells who has an account, so only a few are answered; honest people rarely meet one.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGN_UP_TAKEN_ADDRESSES = 10;

  /** Direct messages one user may send per minute. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_MESSAGES_PER_MINUTE = 30;

  /** State-changing calls (POST, PUT, PATCH, DELETE) one user, or one address when signed out, may make per minute... */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_WRITES_PER_MINUTE = 60;

  /** ...and per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_WRITES_PER_HOUR = 600;

  /**
   * State-changing calls per client address while signed out (signing in and up, opening emailed
   * links), per minute and per hour; default five times a user's, since many people may share one
   * address.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGNED_OUT_WRITES_PER_MINUTE?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_SIGNED_OUT_WRITES_PER_HOUR?: number;

  /**
   * Wrong passwords and second-factor codes of one account, from whatever address, before its
   * password and code checks are refused (decision 0053): first for ACCOUNT_LOCKOUT_SECONDS, twice
   * as long with each lock-out in a row, at most ACCOUNT_LOCKOUT_MAX_SECONDS; never for good, and a
   * reset link by email always works. An account with nothing wrong for ACCOUNT_LOCKOUT_MEMORY_HOURS
   * starts afresh.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ACCOUNT_LOCKOUT_FAILURES = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  ACCOUNT_LOCKOUT_SECONDS = 60;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  ACCOUNT_LOCKOUT_MAX_SECONDS = 60 * 60;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  ACCOUNT_LOCKOUT_MEMORY_HOURS = 24;

  /** Job posts (offers and availability) one user may create per hour... */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_JOB_POSTS_PER_HOUR = 20;

  /** ...and per day. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_JOB_POSTS_PER_DAY = 50;

  /** Job applications one user may send per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_APPLICATIONS_PER_HOUR = 30;

  /** Upload URLs one user may be granted, and verification submissions they may send, per hour (together). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_UPLOADS_PER_HOUR = 60;

  /** Downloads of their data one user may ask for per hour: each reads their whole history. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_EXPORTS_PER_HOUR = 5;

  /** Data downloads one instance prepares at once; one more is refused (429 with Retry-After), not queued. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  EXPORT_CONCURRENCY = 2;

  /** Reports one user may file per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_REPORTS_PER_HOUR = 20;

  /** Emails with an account link (confirm the address, confirm a new address) one user may ask for per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_EMAIL_LINKS_PER_HOUR = 5;

  /** Password reset requests per email per hour, from any client address... */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL_PER_HOUR = 5;

  /** ...and per client address per hour, for any email. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS_PER_HOUR = 20;

  /**
   * Requests one instance serves at once; one more is answered 503 SERVER_BUSY with Retry-After at
   * once rather than queued (decision 0079). At the rate the instance can serve, a few dozen are in
   * flight; the bound keeps what waits for the database pool to about half a second's work.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  MAX_REQUESTS_IN_FLIGHT = 64;

  @Matches(/^\d+(b|kb|mb)$/i, { message: 'BODY_LIMIT must look like 100kb or 1mb' })
  BODY_LIMIT = '100kb';

  /** Largest WebSocket message a client may send; a larger one closes its socket (1009). */
  @Transform(toInt)
  @IsInt()
  @Min(64)
  WS_MAX_MESSAGE_BYTES = 16 * 1024;

  /** Open sockets per user on one instance; one more is closed (4409). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  WS_MAX_SOCKETS_PER_USER = 10;

  /** Messages a socket may send per minute; one more closes it (4429). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  WS_MESSAGES_PER_MINUTE = 120;

  /** Seconds between pings of each socket; a socket that missed the last pong is dropped. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  WS_HEARTBEAT_SECONDS = 30;

  /**
   * Seconds between checks that every socket's session still exists. Ended sessions close their
   * sockets at once through the realtime channel; this catches a signal lost while the channel
   * was down, and a session row deleted by hand.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  WS_SESSION_CHECK_SECONDS = 60;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** The built frontend served for every path outside /api. */
  @IsString()
  FRONTEND_DIST = resolve(__dirname, '../../../../frontend/dist');

  /**
   * Milliseconds a signed-in screen drawn into its page may wait for its data (decision 0042); then
   * it is drawn with what has come, and the app fetches the rest. 0 draws no screen.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(5000)
  SCREEN_DATA_BUDGET_MS = 250;

  @Transform(toBool)
  @IsBoolean()
  SEED_DEMO = false;

  /**
   * Whether this instance relays outbox events to their handlers. Off on instances that should
   * only serve requests; at least one instance must relay.
   */
  @Transform(toBool)
  @IsBoolean()
  OUTBOX_RELAY_ENABLED = true;

  /**
   * Deliveries of one outbox event before the relay gives up on it and dead-letters it (counted on
   * /api/health). Failed deliveries wait 2, 4, 8 … seconds, at most 5 minutes: 15 is about 45 minutes.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  OUTBOX_MAX_ATTEMPTS = 15;

  /**
   * Milliseconds between the relay's checks for pending events when nothing woke it. On a
   * PostgreSQL server NOTIFY wakes it at once and this is the fallback (default 5000); on the
   * embedded database it is the only way (default 500).
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(50)
  OUTBOX_POLL_INTERVAL_MS?: number;

  /** Days after a contract completes before its reviews are published even if one party never reviewed. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  REVIEW_BLIND_DAYS = 14;

  /** Folder of the local object storage (the default when S3_ENDPOINT is unset). */
  @IsString()
  @MinLength(1)
  OBJECT_STORAGE_DIR = './data/objects';

  /** S3-compatible storage the API talks to (http://minio:9000); when set, objects live there. */
  @IsOptional()
  @Matches(HTTP_URL, { message: 'S3_ENDPOINT must be an http(s) URL without a path, such as http://minio:9000' })
  S3_ENDPOINT?: string;

  /** The same storage as browsers reach it, for signed upload URLs; default S3_ENDPOINT. */
  @IsOptional()
  @Matches(HTTP_URL, { message: 'S3_PUBLIC_ENDPOINT must be an http(s) URL without a path' })
  S3_PUBLIC_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  S3_ACCESS_KEY?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_KEY?: string;

  @IsString()
  @MinLength(1)
  S3_REGION = 'us-east-1';

  /** Pictures anyone may read: its objects must be readable anonymously. */
  @IsString()
  @Matches(BUCKET_NAME, { message: 'S3_MEDIA_BUCKET must be a valid bucket name' })
  S3_MEDIA_BUCKET = 'marketplace-media';

  /** Uploads before they are checked, and identity documents: never readable anonymously. */
  @IsString()
  @Matches(BUCKET_NAME, { message: 'S3_DOCUMENTS_BUCKET must be a valid bucket name' })
  S3_DOCUMENTS_BUCKET = 'marketplace-documents';

  /** Where browsers read the media bucket's objects (a CDN or the bucket's URL); default S3_PUBLIC_ENDPOINT/S3_MEDIA_BUCKET. */
  @IsOptional()
  @Matches(/^https?:\/\/\S+[^/]$/, { message: 'S3_MEDIA_PUBLIC_URL must be an http(s) URL without a trailing slash' })
  S3_MEDIA_PUBLIC_URL?: string;

  /** Seconds a signed upload URL stays valid. */
  @Transform(toInt)
  @IsInt()
  @Min(30)
  @Max(24 * 60 * 60)
  UPLOAD_URL_TTL_SECONDS = 10 * 60;

  /**
   * Argon2id cost of new password hashes: memory in KiB and passes (the library's defaults, about
   * 0.1 s a hash on one core). Production refuses less than OWASP's floor (19 MiB, 2 passes); test
   * runs use the least, since hashing is most of a sign-up's work.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(4 * 1024 * 1024)
  PASSWORD_HASH_MEMORY_KIB = 64 * 1024;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  PASSWORD_HASH_ITERATIONS = 3;

  /**
   * Passwords hashed or checked at once per instance while serving requests; one more is answered
   * 503 SERVER_BUSY with Retry-After at once (decision 0080). Each holds PASSWORD_HASH_MEMORY_KIB and
   * a thread of libuv's pool (4 by default), so twice the pool keeps a short line and bounded memory.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(256)
  PASSWORD_HASHES_IN_FLIGHT = 8;

  /** Uploaded pictures decoded at once per instance; the rest wait their turn, so memory stays flat under parallel uploads. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(64)
  IMAGE_DECODE_CONCURRENCY = 2;

  /** Pictures with more pixels (width × height) are refused before they are decoded. */
  @Transform(toInt)
  @IsInt()
  @Min(1_000_000)
  IMAGE_MAX_INPUT_PIXELS = 50_000_000;

  /** Megabytes one user may keep in storage, published pictures, identity documents and unfinished uploads (counted at their limit) together. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  STORAGE_QUOTA_MB_PER_USER = 200;

  /** Minutes between sweeps of stored objects no record names. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  STORAGE_SWEEP_INTERVAL_MINUTES = 60;

  /** Objects younger than this are never swept: one being written may not be recorded yet. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  STORAGE_SWEEP_GRACE_MINUTES = 60;

  /** Days after a verification decision before its ID image and video are deleted (the decision stays). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  VERIFICATION_MEDIA_RETENTION_DAYS = 30;

  /**
   * Where mail goes: smtp://user:pass@host:port (smtps:// for TLS from the start). Unset: each
   * message is written as an .eml file under MAIL_DIR instead, and nobody receives it.
   */
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** The From of every email: an address, optionally with a name ("VerifiedWork <no-reply@example.com>"). */
  @IsString()
  @MinLength(3)
  MAIL_FROM = 'VerifiedWork <no-reply@verifiedwork.localhost>';

  /** The folder of the .eml files written when SMTP_URL is unset. */
  @IsString()
  @MinLength(1)
  MAIL_DIR = './data/mail';

  /**
   * The address users open the site at, for the links in emails (https://app.example.com). Unset:
   * the first APP_ORIGIN, else http://localhost:PORT.
   */
  @IsOptional()
  @Matches(HTTP_URL, { message: 'PUBLIC_URL must be an http(s) address without a path, such as https://app.example.com' })
  PUBLIC_URL?: string;

  /** Minutes a message stays unread before its receiver is sent a digest of their unread messages. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  MESSAGE_DIGEST_DELAY_MINUTES = 15;

  /**
   * The interface the server listens on: HOST, else every interface in production and only this
   * machine's loopback otherwise, where the development mailbox shows every emailed link.
   */
  get listenHost(): string {
    return this.HOST ?? (this.NODE_ENV === 'production' ? '::' : '127.0.0.1');
  }

  get usesEmbeddedDatabase(): boolean {
    return !this.DATABASE_URL;
  }

  get signedOutWritesPerMinute(): number {
    return this.RATE_LIMIT_SIGNED_OUT_WRITES_PER_MINUTE ?? 5 * this.RATE_LIMIT_WRITES_PER_MINUTE;
  }

  get signedOutWritesPerHour(): number {
    return this.RATE_LIMIT_SIGNED_OUT_WRITES_PER_HOUR ?? 5 * this.RATE_LIMIT_WRITES_PER_HOUR;
  }

  /** When an account's password and code checks are refused (see ACCOUNT_LOCKOUT_FAILURES). */
  get lockoutPolicy(): { failures: number; firstLockSeconds: number; maxLockSeconds: number; memorySeconds: number } {
    return {
      failures: this.ACCOUNT_LOCKOUT_FAILURES,
      firstLockSeconds: this.ACCOUNT_LOCKOUT_SECONDS,
      maxLockSeconds: this.ACCOUNT_LOCKOUT_MAX_SECONDS,
      memorySeconds: this.ACCOUNT_LOCKOUT_MEMORY_HOURS * 3600,
    };
  }

  get passwordHashCost(): { memoryKib: number; iterations: number } {
    return { memoryKib: this.PASSWORD_HASH_MEMORY_KIB, iterations: this.PASSWORD_HASH_ITERATIONS };
  }

  /** The origin links in emails lead to (see PUBLIC_URL). */
  get publicUrl(): string {
    return this.PUBLIC_URL ? new URL(this.PUBLIC_URL).origin : (this.appOrigins[0] ?? `http://localhost:${this.PORT}`);
  }

  /** APP_ORIGIN as a list of normalised origins; empty when unset. */
  get appOrigins(): string[] {
    return (this.APP_ORIGIN ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin);
  }
}

export class InvalidConfigError extends Error {}

/** OWASP's least argon2id cost for stored passwords. */
const PRODUCTION_HASH_FLOOR = { memoryKib: 19 * 1024, iterations: 2 };

const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_PUBLIC_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_MEDIA_PUBLIC_URL'];

/** The name of every setting, as .env.example lists them. */
export function settingNames(): string[] {
  // Optional settings have no default, so they may not be own keys of a fresh instance.
  const names = [
    ...Object.keys(new AppConfig()),
    'HOST',
    'DATABASE_URL',
    'SESSION_SECRET',
    'APP_ORIGIN',
    'OUTBOX_POLL_INTERVAL_MS',
    'RATE_LIMIT_SIGNED_OUT_WRITES_PER_MINUTE',
    'RATE_LIMIT_SIGNED_OUT_WRITES_PER_HOUR',
    'SMTP_URL',
    'PUBLIC_URL',
    ...S3_OPTIONAL,
  ];
  return [...new Set(names)];
}

/** Reads and validates the environment; throws InvalidConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const known = new Set(settingNames());
  // An empty variable means "use the default", as in .env.example.
  const picked = Object.fromEntries(Object.entries(env).filter(([key, value]) => known.has(key) && value !== undefined && value !== ''));
  const config = plainToInstance(AppConfig, picked, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false });
  if (errors.length > 0) {
    const lines = errors.map((error) => `${error.property}: ${Object.values(error.constraints ?? {}).join(', ')}`);
    throw new InvalidConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  if (config.S3_ENDPOINT && (!config.S3_ACCESS_KEY || !config.S3_SECRET_KEY)) {
    throw new InvalidConfigError('Invalid configuration:\n  S3_ACCESS_KEY, S3_SECRET_KEY: required when S3_ENDPOINT is set');
  }
  if (config.ACCOUNT_LOCKOUT_MAX_SECONDS < config.ACCOUNT_LOCKOUT_SECONDS) {
    throw new InvalidConfigError('Invalid configuration:\n  ACCOUNT_LOCKOUT_MAX_SECONDS: at least ACCOUNT_LOCKOUT_SECONDS');
  }
  if (config.NODE_ENV === 'production' && !config.SESSION_SECRET) {
    throw new InvalidConfigError('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV is production');
  }
  if (
    config.NODE_ENV === 'production' &&
    (config.PASSWORD_HASH_MEMORY_KIB < PRODUCTION_HASH_FLOOR.memoryKib ||
      config.PASSWORD_HASH_ITERATIONS < PRODUCTION_HASH_FLOOR.iterations)
  ) {
    throw new InvalidConfigError(
      `Invalid configuration:\n  PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS: at least ${PRODUCTION_HASH_FLOOR.memoryKib} and ${PRODUCTION_HASH_FLOOR.iterations} when NODE_ENV is production`,
    );
  }
  return config;
}
