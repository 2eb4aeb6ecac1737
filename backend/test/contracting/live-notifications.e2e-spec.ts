import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { apply, postJob, signUpClient, signUpFreelancer } from '../factories/jobs';
import { sessionCookie } from '../factories/users';
import { createTestApp } from '../support/test-app';

type Pushed = { type: string; notification?: { type: string; entityId: string; title: string; isRead: boolean } };

describe('Notifications pushed over /ws', () => {
  let app: NestExpressApplication;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('reaches the job owner’s open socket as the notification is created', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const cookie = await sessionCookie(app, client);

    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Cookie: cookie } });
    const received: Pushed[] = [];
    const pushed = new Promise<Pushed>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no notification within 10 s; got ${JSON.stringify(received)}`)), 10_000);
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as Pushed;
        received.push(message);
        if (message.type === 'notification') {
          clearTimeout(timer);
          resolve(message);
        }
      });
    });
    await new Promise<void>((resolve) => socket.on('message', () => resolve()));

    await apply(freelancer.agent, job.id);
    try {
      expect((await pushed).notification).toMatchObject({
        type: 'job_application',
        entityId: job.id,
        title: 'New application',
        isRead: false,
      });
      const listed = (await client.agent.get('/api/notifications').expect(200)).body;
      expect(listed[0].title).toBe('New application');
    } finally {
      socket.close();
    }
  });
});
