import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidConfigError, loadConfig, settingNames } from './app-config';

describe('loadConfig', () => {
  it('has working defaults: embedded database, port 3000', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.usesEmbeddedDatabase).toBe(true);
    expect(config.EMBEDDED_DB_DIR).toBe('./data/pg');
    expect(config.SEED_DEMO).toBe(false);
  });

  it('limits every user’s writes unless told otherwise, in production too', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-session-secret-of-enough-length' });
    expect(config).toMatchObject({
      RATE_LIMIT_WRITES_PER_MINUTE: 60,
      RATE_LIMIT_WRITES_PER_HOUR: 600,
      RATE_LIMIT_JOB_POSTS_PER_HOUR: 20,
      RATE_LIMIT_JOB_POSTS_PER_DAY: 50,
      RATE_LIMIT_APPLICATIONS_PER_HOUR: 30,
      RATE_LIMIT_UPLOADS_PER_HOUR: 60,
      RATE_LIMIT_REPORTS_PER_HOUR: 20,
    });
  });

  it('counts wrong sign-ins per address and per account, with ceilings an office behind one address never reaches', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      RATE_LIMIT_SIGN_IN_ATTEMPTS: 10,
      RATE_LIMIT_SIGN_IN_ADDRESS_FAILURES: 50,
      RATE_LIMIT_SIGN_IN_ADDRESS_ATTEMPTS: 300,
      RATE_LIMIT_SIGN_UP_ATTEMPTS: 100,
      signedOutWritesPerMinute: 300,
      signedOutWritesPerHour: 3000,
    });
    expect(config.lockoutPolicy).toEqual({ failures: 10, firstLockSeconds: 60, maxLockSeconds: 3600, memorySeconds: 86_400 });
    expect(loadConfig({ RATE_LIMIT_WRITES_PER_MINUTE: '10' }).signedOutWritesPerMinute).toBe(50);
    expect(loadConfig({ RATE_LIMIT_SIGNED_OUT_WRITES_PER_MINUTE: '7' }).signedOutWritesPerMinute).toBe(7);
  });

  it('hashes passwords at argon2’s default cost unless told otherwise', () => {
    expect(loadConfig({}).passwordHashCost).toEqual({ memoryKib: 65536, iterations: 3 });
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' }).passwordHashCost).toEqual({
      memoryKib: 1024,
      iterations: 1,
    });
  });

  it('reads and converts the environment', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@db/x', SEED_DEMO: 'true', RATE_LIMIT_SIGN_IN_ATTEMPTS: '5' });
    expect(config).toMatchObject({ PORT: 8080, SEED_DEMO: true, RATE_LIMIT_SIGN_IN_ATTEMPTS: 5, usesEmbeddedDatabase: false });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ APP_ORIGIN: 'evil.example' }, 'APP_ORIGIN'],
    [{ APP_ORIGIN: 'https://app.example/path' }, 'APP_ORIGIN'],
    [{ WS_MAX_MESSAGE_BYTES: '10' }, 'WS_MAX_MESSAGE_BYTES'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ACCESS_KEY'],
    [{ S3_MEDIA_BUCKET: 'Media_Bucket' }, 'S3_MEDIA_BUCKET'],
    [{ S3_MEDIA_PUBLIC_URL: 'https://cdn.example/media/' }, 'S3_MEDIA_PUBLIC_URL'],
    [{ UPLOAD_URL_TTL_SECONDS: '5' }, 'UPLOAD_URL_TTL_SECONDS'],
    [{ RATE_LIMIT_WRITES_PER_MINUTE: '0' }, 'RATE_LIMIT_WRITES_PER_MINUTE'],
    [{ ACCOUNT_LOCKOUT_FAILURES: '0' }, 'ACCOUNT_LOCKOUT_FAILURES'],
    [{ ACCOUNT_LOCKOUT_SECONDS: '600', ACCOUNT_LOCKOUT_MAX_SECONDS: '60' }, 'ACCOUNT_LOCKOUT_MAX_SECONDS'],
    [{ PASSWORD_HASH_MEMORY_KIB: '512' }, 'PASSWORD_HASH_MEMORY_KIB'],
    [{ PASSWORD_HASH_ITERATIONS: '0' }, 'PASSWORD_HASH_ITERATIONS'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PASSWORD_HASH_MEMORY_KIB: '1024' }, 'PASSWORD_HASH_MEMORY_KIB'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PASSWORD_HASH_ITERATIONS: '1' }, 'PASSWORD_HASH_ITERATIONS'],
  ])('refuses %p naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(InvalidConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(variable));
  });
});

describe('object storage', () => {
  it('is a local folder unless S3_ENDPOINT is set with its keys', () => {
    expect(loadConfig({})).toMatchObject({ OBJECT_STORAGE_DIR: './data/objects', S3_ENDPOINT: undefined, UPLOAD_URL_TTL_SECONDS: 600 });
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY: 'key',
        S3_SECRET_KEY: 'secret',
        S3_PUBLIC_ENDPOINT: 'https://files.example',
      }),
    ).toMatchObject({
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_ENDPOINT: 'https://files.example',
      S3_MEDIA_BUCKET: 'marketplace-media',
    });
  });
});

describe('APP_ORIGIN', () => {
  it('is a list of normalised origins, empty when unset', () => {
    expect(loadConfig({}).appOrigins).toEqual([]);
    expect(loadConfig({ APP_ORIGIN: 'https://App.Example:443, http://localhost:5173' }).appOrigins).toEqual([
      'https://app.example',
      'http://localhost:5173',
    ]);
  });
});

describe('loadConfig with empty variables', () => {
  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', FRONTEND_DIST: '', SESSION_SECRET: '' });
    expect(config.PORT).toBe(3000);
    expect(config.usesEmbeddedDatabase).toBe(true);
    expect(config.FRONTEND_DIST).toMatch(/frontend\/dist$/);
  });
});

describe('.env.example', () => {
  const listed = readFileSync(join(__dirname, '../../../.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z0-9_]+)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);

  it('lists every setting the API reads, and nothing it does not', () => {
    expect([...listed].sort()).toEqual([...settingNames()].sort());
  });

  it('holds the mail settings with their defaults', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_DIR).toBe('./data/mail');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ APP_ORIGIN: 'https://app.example.com' }).publicUrl).toBe('https://app.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://www.example.com' }).publicUrl).toBe('https://www.example.com');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must be an smtp/);
  });
});
