import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { seedDemo } from '../../src/demo/seed-demo';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

describe('Demo content (npm start -- --demo)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('fills users, jobs and conversations through the contexts’ commands, once however often it runs', async () => {
    await seedDemo(app.get(CommandBus));
    await seedDemo(app.get(CommandBus));

    const users = await sql<{ id: string; email: string }[]>(app, "select id, email from users where email like '%@demo.local'");
    expect(users.length).toBeGreaterThanOrEqual(7);
    const ids = users.map((user) => user.id);
    const [{ count: jobs }] = await sql<{ count: number }[]>(app, 'select count(*)::int as count from job_posts where client_id in (?)', [
      ids,
    ]);
    expect(jobs).toBeGreaterThan(0);
    const conversations = await sql<{ last_seq: number }[]>(
      app,
      'select last_seq from conversations where first_user_id in (?) and second_user_id in (?) order by last_seq',
      [ids, ids],
    );
    expect(conversations.map((conversation) => conversation.last_seq)).toEqual([2, 3]);
  });
});
