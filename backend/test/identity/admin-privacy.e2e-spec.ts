import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GrantAdminCommand } from '../../src/contexts/identity/public';
import { completedContract, settleEvents } from '../factories/contracts';
import { Member } from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { readOperations } from '../support/fuzz/openapi-operations';
import { createTestApp } from '../support/test-app';

/**
 * Who administers the site is not published: an administrator who posted a job, signed a
 * contract, reviewed and messaged appears in everything another user reads, and none of it says
 * "admin". The sweep reads every GET operation of the document, so answers added later are covered.
 */
describe('Administrators in answers about other users', () => {
  let app: NestExpressApplication;
  let administrator: Member;
  let other: Member;
  /** Every id the other user might put in a path; each path parameter is tried with each. */
  let ids: string[];

  beforeAll(async () => {
    app = await createTestApp();
    const { client, freelancer, job, application, contract } = await completedContract(app);
    administrator = client;
    other = freelancer;
    await administrator.agent
      .post('/api/reviews')
      .send({ contractId: contract.id, revieweeId: other.id, rating: 5, comment: 'Great work.' })
      .expect(201);
    await other.agent
      .post('/api/reviews')
      .send({ contractId: contract.id, revieweeId: administrator.id, rating: 4, comment: 'Clear brief.' })
      .expect(201);
    const message = await sendMessage(administrator, other.id, 'Thanks for the work.');
    await settleEvents(app);
    await app.get(CommandBus).execute(new GrantAdminCommand(administrator.email));
    ids = [administrator.id, job.id, application.id, contract.id, message.conversationId, administrator.username];
  });
  afterAll(() => app.close());

  it('still tells administrators their own role', async () => {
    expect((await administrator.agent.get('/api/auth/user').expect(200)).body.role).toBe('admin');
  });

  it('shows an administrator as a client on their public profile', async () => {
    const profile = (await other.agent.get(`/api/users/${administrator.id}`).expect(200)).body;
    expect(profile).toMatchObject({ id: administrator.id, role: 'client' });
  });

  it('says "admin" in no answer another user can read', async () => {
    const { operations } = readOperations();
    const reads = operations.filter(
      (operation) =>
        operation.method === 'get' && !operation.path.startsWith('/api/admin/') && operation.path !== '/api/storage/objects/{token}',
    );
    const answered: string[] = [];
    const mentionsOfAdministrator: string[] = [];
    for (const operation of reads) {
      const paths = operation.pathParameters.reduce(
        (partial, parameter) => partial.flatMap((path) => ids.map((id) => path.replace(`{${parameter.name}}`, encodeURIComponent(id)))),
        [operation.path],
      );
      for (const path of paths) {
        const response = await other.agent.get(path);
        if (response.status !== 200) continue;
        answered.push(operation.name);
        // The values only: a field's name (removedByAdministrator) says nothing about who is one.
        const text = valuesOf(response.body ?? response.text).join('\n');
        if (text.includes(administrator.id)) mentionsOfAdministrator.push(path);
        expect({ path, admin: /admin/i.test(text) }).toEqual({ path, admin: false });
      }
    }
    // The administrator really is in these answers: as job poster, contract party, reviewer and
    // message partner, and every operation but those that need an object this user has none of answered.
    expect(mentionsOfAdministrator).toEqual(
      expect.arrayContaining([
        `/api/users/${administrator.id}`,
        expect.stringMatching(/^\/api\/jobs\//),
        expect.stringMatching(/^\/api\/contracts\//),
        `/api/reviews/${administrator.id}`,
        expect.stringMatching(/^\/api\/messages\//),
        expect.stringMatching(/^\/api\/conversations\/with\//),
      ]),
    );
    const unanswered = reads.map(({ name }) => name).filter((name) => !answered.includes(name));
    // The spec's sign-in and sign-out links redirect; a job's applications and their counts are its
    // poster's to read; a file's link is its parties'; an unsubscribe link answers only with the
    // signed token of an email.
    expect(unanswered).toEqual([
      'GET /api/attachments/{id}/link',
      'GET /api/login',
      'GET /api/logout',
      'GET /api/applications/job/{id}',
      'GET /api/applications/job/{id}/stages',
      'GET /api/email/unsubscribe',
    ]);
  });
});

/** Every value in an answer, however deep: the text a reader could learn something from. */
function valuesOf(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [String(value)];
  return Object.values(value).flatMap(valuesOf);
}
