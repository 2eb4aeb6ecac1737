import type { NestExpressApplication } from '@nestjs/platform-express';
import { jobBody, Member, postJob, signUpClient } from '../factories/jobs';
import { createTestApp } from '../support/test-app';

describe("A handler's JSON answer, written without Express's res.json (replyWithJson)", () => {
  let app: NestExpressApplication;
  let client: Member;
  const title = 'Café support — naïve reader, 日本語 chat';

  beforeAll(async () => {
    app = await createTestApp();
    client = await signUpClient(app, { verified: true });
    await postJob(client.agent, { title });
  });
  afterAll(() => app.close());

  const myJobs = () => client.agent.get(`/api/jobs/client/${client.id}`).set('Accept-Encoding', 'identity');

  it('sends the text Express sent: JSON with its charset, and its length in bytes, not characters', async () => {
    const response = await myJobs().expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.text));
    expect(Buffer.byteLength(response.text)).toBeGreaterThan(response.text.length);
    expect(JSON.parse(response.text)).toEqual(response.body);
    expect(response.body.map((job: { title: string }) => job.title)).toContain(title);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const get = await myJobs().expect(200);
    const head = await client.agent.head(`/api/jobs/client/${client.id}`).set('Accept-Encoding', 'identity').expect(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.text ?? '').toBe('');
  });

  it('leaves a conditional request to Express, which answers If-None-Match: * with 304 and no body', async () => {
    const response = await myJobs().set('If-None-Match', '*').expect(304);
    expect(response.text ?? '').toBe('');
  });

  it('keeps the status a handler chose: a created post is 201 with its JSON', async () => {
    const created = await client.agent.post('/api/jobs').send(jobBody({ title })).set('Accept-Encoding', 'identity').expect(201);
    expect(created.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(created.headers['content-length'])).toBe(Buffer.byteLength(created.text));
    expect(created.body).toMatchObject({ title });
  });
});
