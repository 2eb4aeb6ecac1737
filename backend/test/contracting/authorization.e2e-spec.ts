import type { NestExpressApplication } from '@nestjs/platform-express';
import { completedContract, hire } from '../factories/contracts';
import { Member, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { Agent, agentFor, createTestApp } from '../support/test-app';

type Actor = 'anonymous' | 'freelancer (party)' | 'client (party)' | 'other freelancer' | 'other client' | 'admin';

const ANYONE_SIGNED_IN: Record<Actor, number> = {
  anonymous: 401,
  'freelancer (party)': 200,
  'client (party)': 200,
  'other freelancer': 200,
  'other client': 200,
  admin: 200,
};

/**
 * Who may call each endpoint of contracting, reviews and notifications: every actor against every
 * operation, with the status the server must answer.
 */
describe('Authorization of contracts, reviews and notifications', () => {
  let app: NestExpressApplication;
  let actors: Record<Actor, Agent>;
  let members: Record<Exclude<Actor, 'anonymous'>, Member>;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    const { client, freelancer } = await hire(app);
    members = {
      'freelancer (party)': freelancer,
      'client (party)': client,
      'other freelancer': await signUpFreelancer(app),
      'other client': await signUpClient(app),
      admin: await signUpAdmin(app),
    };
    actors = {
      anonymous: agentFor(app),
      ...(Object.fromEntries(Object.entries(members).map(([name, member]) => [name, member.agent])) as Record<
        Exclude<Actor, 'anonymous'>,
        Agent
      >),
    };
  });

  async function expectStatuses(
    call: (agent: Agent, actor: Actor) => Promise<{ status: number; body: Record<string, unknown> }>,
    expected: Record<Actor, number>,
  ) {
    const actual: Record<string, number> = {};
    for (const actor of Object.keys(expected) as Actor[]) {
      const response = await call(actors[actor], actor);
      actual[actor] = response.status;
      if (response.status >= 400) expectErrorBody(response.body, response.status);
    }
    expect(actual).toEqual(expected);
  }

  it('GET /api/contracts/{id}: the parties and admins', async () => {
    const { contract, client } = await hire(app, { client: members['client (party)'], freelancer: members['freelancer (party)'] });
    expect(client.id).toBe(members['client (party)'].id);
    await expectStatuses((agent) => agent.get(`/api/contracts/${contract.id}`), {
      anonymous: 401,
      'freelancer (party)': 200,
      'client (party)': 200,
      'other freelancer': 404,
      'other client': 404,
      admin: 200,
    });
  });

  it('GET /api/contracts/my: anyone signed in, each their own', async () => {
    await expectStatuses((agent) => agent.get('/api/contracts/my'), ANYONE_SIGNED_IN);
    expect((await actors['other client'].get('/api/contracts/my')).body).toEqual([]);
  });

  it('POST /api/contracts/{id}/complete: a party, once', async () => {
    const { contract } = await hire(app, { client: members['client (party)'], freelancer: members['freelancer (party)'] });
    await expectStatuses((agent) => agent.post(`/api/contracts/${contract.id}/complete`), {
      anonymous: 401,
      'other freelancer': 404,
      'other client': 404,
      admin: 403,
      'freelancer (party)': 200,
      'client (party)': 409,
    });
  });

  it('POST /api/reviews: a party of the completed contract, once, about the other party', async () => {
    const { contract, client, freelancer } = await completedContract(app, {
      client: members['client (party)'],
      freelancer: members['freelancer (party)'],
    });
    const otherPartyOf = (actor: Actor) => (actor === 'freelancer (party)' ? client.id : freelancer.id);
    await expectStatuses(
      (agent, actor) =>
        agent.post('/api/reviews').send({ contractId: contract.id, revieweeId: otherPartyOf(actor), rating: 4, comment: 'Solid work.' }),
      {
        anonymous: 401,
        'other freelancer': 404,
        'other client': 404,
        admin: 404,
        'freelancer (party)': 201,
        'client (party)': 201,
      },
    );
  });

  it('GET /api/reviews/{userId}: anyone signed in', async () => {
    await expectStatuses((agent) => agent.get(`/api/reviews/${members['freelancer (party)'].id}`), ANYONE_SIGNED_IN);
  });

  it('notifications: each user their own only', async () => {
    const [clientNotification] = (await actors['client (party)'].get('/api/notifications').expect(200)).body;
    await expectStatuses((agent) => agent.patch(`/api/notifications/${clientNotification.id}/read`), {
      anonymous: 401,
      'freelancer (party)': 404,
      'other freelancer': 404,
      'other client': 404,
      admin: 404,
      'client (party)': 200,
    });
    await expectStatuses((agent) => agent.get('/api/notifications'), ANYONE_SIGNED_IN);
    await expectStatuses((agent) => agent.post('/api/notifications/read-all'), ANYONE_SIGNED_IN);
  });
});
