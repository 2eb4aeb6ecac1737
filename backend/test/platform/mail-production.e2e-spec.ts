import request from 'supertest';
import { createTestApp, TEST_SESSION_SECRET } from '../support/test-app';

// A file of its own: nestjs-pino's root logger is one per process, and the first app of a file keeps it.
describe('the mail path in production without SMTP_URL', () => {
  it('has no development mailbox in production, and says at start that nobody receives the mail', async () => {
    const lines: string[] = [];
    const app = await createTestApp(
      {
        NODE_ENV: 'production',
        SESSION_SECRET: TEST_SESSION_SECRET,
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_MEMORY_KIB: '19456',
        PASSWORD_HASH_ITERATIONS: '2',
      },
      { logDestination: { write: (line: string) => void lines.push(line) } },
    );
    try {
      await request(app.getHttpServer()).get('/api/dev/mailbox').expect(404);
      await request(app.getHttpServer()).get('/api/dev/mailbox/messages').expect(404);
      expect(lines.join('')).toMatch(/SMTP_URL is not set: emails are written to .* and nobody receives them/);
    } finally {
      await app.close();
    }
  });
});
