import type { NestExpressApplication } from '@nestjs/platform-express';
import { signUpFreelancer } from '../factories/jobs';
import { createTestApp } from '../support/test-app';

type RequestLine = { msg: string; req?: Record<string, unknown>; res?: Record<string, unknown>; responseTime?: unknown };

/**
 * The request log's line of each request: the request's id, method and whole path (secrets
 * redacted), the status, and the time taken; no header, no parsed query, no peer address. Its
 * serializers read the raw request and response (docs/decisions/0040).
 */
describe('The request log', () => {
  let app: NestExpressApplication;
  const lines: RequestLine[] = [];

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  });
  afterAll(() => app.close());

  const lineOf = (url: string) => lines.find((line) => line.req?.url === url);

  it('names the request and its outcome, and nothing else of them', async () => {
    const member = await signUpFreelancer(app);
    await member.agent.get('/api/jobs?searchTerm=chat').expect(200);
    await member.agent.get('/api/jobs?token=abc123').expect(400);

    const found = lineOf('/api/jobs?searchTerm=chat');
    expect(found).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, responseTime: expect.any(Number) });
    expect(found?.req).toEqual({ id: expect.anything(), method: 'GET', url: '/api/jobs?searchTerm=chat' });
    expect(found?.res).toEqual({ statusCode: 200 });
    expect(lineOf('/api/jobs?token=[REDACTED]')).toMatchObject({ res: { statusCode: 400 } });
    expect(JSON.stringify(lines)).not.toContain('abc123');
  });
});
