import type { NestExpressApplication } from '@nestjs/platform-express';
import { signUp } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { agentFor, createTestApp } from '../support/test-app';

describe('Discovery', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers the signed-in user what it holds for them', async () => {
    const user = await signUp(app);
    const { body } = await user.agent.get('/api/discovery/overview').expect(200);
    expect(body).toEqual({ userId: user.id, checkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/) });
  });

  it('refuses a visitor who is not signed in, with the one error body', async () => {
    const { body } = await agentFor(app).get('/api/discovery/overview').expect(401);
    expectErrorBody(body, 401);
  });
});
