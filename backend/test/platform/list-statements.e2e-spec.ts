import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { hire, completedContract, settleEvents } from '../factories/contracts';
import { apply, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer, uniqueWord, type Administrator } from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { hireOnOffer } from '../factories/offers';
import { fileReport, openDispute } from '../factories/moderation';
import { signUp, uniqueUsername } from '../factories/users';
import { verificationFiles } from '../support/videos';
import { readOperations } from '../support/fuzz/openapi-operations';
import { Agent, createTestApp } from '../support/test-app';

/** The statements one GET of `path` by `agent` sent, counted on the connection's own query method. */
async function statementsOf(agent: Agent, path: string): Promise<string[]> {
  const sent: string[] = [];
  const send = Client.prototype.query;
  const query = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const [statement] = args as [string | { text: string }];
    const text = typeof statement === 'string' ? statement : statement.text;
    // The outbox relay, the realtime bus and the probe of their LISTEN connections run on their own
    // schedule, apart from the request.
    // The ORM writes ids into the statement: a list of them stands for one value.
    if (!/outbox|pg_notify|listen /i.test(text)) sent.push(text.replace(/'[^']*'(, '[^']*')*/g, "'…'"));
    return (send as (...parameters: unknown[]) => unknown).apply(this, args) as never;
  });
  try {
    await agent.get(path).expect(200);
  } finally {
    query.mockRestore();
  }
  return sent;
}

/** A paged list as one reader sees it, and how to add one more row to it through the API. */
type ListUnderTest = { reader: Agent; path: string; addRow: () => Promise<void> };

/** Every paged GET operation of the document, by name: how to build its rows. A new list fails the sweep until it is here. */
type Lists = Record<string, (app: NestExpressApplication, admin: Administrator) => Promise<ListUnderTest>>;

async function submitVerification(member: Member): Promise<{ id: string }> {
  const { idDocument, video } = await verificationFiles();
  return (
    await member.agent.post('/api/verifications').attach('idDocument', idDocument, 'id.jpg').attach('video', video, 'v.mp4').expect(201)
  ).body;
}

/** A freelancer found by `word`: their first name; with an hourly rate when given one. */
async function signUpNamed(app: NestExpressApplication, word: string, hourlyRate?: { currency: string; amount: number }): Promise<void> {
  const member = await signUp(app, { firstName: word });
  await member.agent
    .post('/api/users/username')
    .send({ username: uniqueUsername('f') })
    .expect(200);
  if (hourlyRate) await member.agent.patch('/api/users/profile').send({ firstName: word, lastName: 'Rated', hourlyRate }).expect(200);
}

/** A suspension of `subject`, lifted again: one enforcement action and two audit entries. */
async function suspendAndLift(admin: Administrator, subjectId: string): Promise<void> {
  const action = (
    await admin.agent.post('/api/admin/enforcement-actions').send({ kind: 'suspension', subjectId, reason: 'Spam in messages' }).expect(201)
  ).body as { id: string };
  await admin.agent.post(`/api/admin/enforcement-actions/${action.id}/lift`).send({ reason: 'Appeal accepted' }).expect(200);
}

/** A dispute the client opens on a new contract with a new freelancer. */
async function disputedContract(app: NestExpressApplication, client: Member): Promise<void> {
  const { contract } = await hire(app, { client });
  await openDispute(client, contract.id);
}

/** A job post of a new client's, taken down by `admin`, and its owner's appeal of it. */
async function appealedTakedown(app: NestExpressApplication, admin: Administrator, client?: Member): Promise<void> {
  const owner = client ?? (await signUpClient(app));
  const job = await postJob(owner.agent);
  const action = (
    await admin.agent
      .post('/api/admin/enforcement-actions')
      .send({ kind: 'job_takedown', subjectId: job.id, reason: 'Misleading pay' })
      .expect(201)
  ).body as { id: string };
  await owner.agent.post('/api/appeals').send({ actionId: action.id, text: 'The pay is right' }).expect(201);
}

/** Paged operations read in another order or filter than LISTS reads them: each order's statements, too. */
const OTHER_ORDERS: Lists = {
  'GET /api/applications/job/{id}?stage=new': async (app) => {
    const client = await signUpClient(app);
    const job = await postJob(client.agent);
    return {
      reader: client.agent,
      path: `/api/applications/job/${job.id}?stage=new`,
      addRow: async () => void (await apply((await signUpFreelancer(app)).agent, job.id)),
    };
  },
  'GET /api/jobs?sort=pay_high (filtered by rate)': async (app) => {
    const [client, reader] = [await signUpClient(app), await signUpFreelancer(app)];
    const word = uniqueWord();
    return {
      reader: reader.agent,
      path: `/api/jobs?searchTerm=${word}&sort=pay_high&payType=hourly&currency=USD&minRate=1000&maxRate=5000`,
      addRow: async () => void (await postJob(client.agent, { title: `Chat support ${word}` })),
    };
  },
  'GET /api/freelancers?sort=rate_low (filtered by rate)': async (app) => {
    const reader = await signUpClient(app);
    const word = uniqueWord();
    return {
      reader: reader.agent,
      path: `/api/freelancers?searchTerm=${word}&sort=rate_low&currency=USD&maxRate=5000`,
      addRow: () => signUpNamed(app, word, { currency: 'USD', amount: 2000 }),
    };
  },
  'GET /api/freelancers?sort=rate_high': async (app) => {
    const reader = await signUpClient(app);
    const word = uniqueWord();
    return { reader: reader.agent, path: `/api/freelancers?searchTerm=${word}&sort=rate_high`, addRow: () => signUpNamed(app, word) };
  },
};

const LISTS: Lists = {
  'GET /api/admin/audit-log': async (app, admin) => {
    const subject = await signUpFreelancer(app);
    // Every filter at once, and both names read for each row: still one statement a page.
    return {
      reader: admin.agent,
      path: `/api/admin/audit-log?adminId=${admin.id}&personId=${subject.id}&action=enforcement.&from=2020-01-01&to=2100-01-01`,
      addRow: () => suspendAndLift(admin, subject.id),
    };
  },
  'GET /api/admin/enforcement-actions': async (app, admin) => {
    const subject = await signUpFreelancer(app);
    return {
      reader: admin.agent,
      path: `/api/admin/enforcement-actions?userId=${subject.id}`,
      addRow: () => suspendAndLift(admin, subject.id),
    };
  },
  'GET /api/freelancers': async (app) => {
    const reader = await signUpClient(app);
    const word = uniqueWord();
    return { reader: reader.agent, path: `/api/freelancers?searchTerm=${word}`, addRow: () => signUpNamed(app, word) };
  },
  'GET /api/admin/users': async (app, admin) => {
    const word = uniqueWord();
    return { reader: admin.agent, path: `/api/admin/users?q=${word}`, addRow: () => signUpNamed(app, word) };
  },
  'GET /api/jobs': async (app) => {
    const [client, reader] = [await signUpClient(app), await signUpFreelancer(app)];
    const word = uniqueWord();
    return {
      reader: reader.agent,
      path: `/api/jobs?searchTerm=${word}`,
      addRow: async () => void (await postJob(client.agent, { title: `Chat support ${word}` })),
    };
  },
  'GET /api/jobs/client/{userId}': async (app) => {
    const client = await signUpClient(app);
    return { reader: client.agent, path: `/api/jobs/client/${client.id}`, addRow: async () => void (await postJob(client.agent)) };
  },
  'GET /api/applications/my': async (app) => {
    const [client, freelancer] = [await signUpClient(app), await signUpFreelancer(app)];
    return {
      reader: freelancer.agent,
      path: '/api/applications/my',
      addRow: async () => void (await apply(freelancer.agent, (await postJob(client.agent)).id)),
    };
  },
  'GET /api/applications/job/{id}': async (app) => {
    const client = await signUpClient(app);
    const job = await postJob(client.agent);
    return {
      reader: client.agent,
      path: `/api/applications/job/${job.id}`,
      addRow: async () => void (await apply((await signUpFreelancer(app)).agent, job.id)),
    };
  },
  'GET /api/invitations': async (app) => {
    const [client, freelancer] = [await signUpClient(app), await signUpFreelancer(app)];
    return {
      reader: freelancer.agent,
      path: '/api/invitations?box=received',
      addRow: async () =>
        void (await client.agent
          .post(`/api/jobs/${(await postJob(client.agent)).id}/invitations`)
          .send({ freelancerId: freelancer.id })
          .expect(201)),
    };
  },
  'GET /api/contracts/my': async (app) => {
    const freelancer = await signUpFreelancer(app);
    return { reader: freelancer.agent, path: '/api/contracts/my', addRow: async () => void (await hire(app, { freelancer })) };
  },
  'GET /api/contracts/{id}/milestones': async (app) => {
    const { client, freelancer, contractId } = await hireOnOffer(app);
    let added = 0;
    return {
      reader: freelancer.agent,
      path: `/api/contracts/${contractId}/milestones`,
      addRow: async () => {
        const milestone = await client.agent
          .post(`/api/contracts/${contractId}/milestones`)
          .send({ title: `Milestone ${++added}`, dueDate: null, description: '' })
          .expect(201);
        // Each milestone with a submission and its files' read: still the same statements a page.
        await freelancer.agent.post(`/api/milestones/${milestone.body.id}/submissions`).send({ note: 'Done' }).expect(201);
      },
    };
  },
  'GET /api/reviews/{userId}': async (app) => {
    const freelancer = await signUpFreelancer(app);
    return {
      reader: freelancer.agent,
      path: `/api/reviews/${freelancer.id}`,
      addRow: async () => {
        const { client, contract } = await completedContract(app, { freelancer });
        // Published once both reviewed.
        await client.agent
          .post('/api/reviews')
          .send({ contractId: contract.id, revieweeId: freelancer.id, rating: 5, comment: 'Kind' })
          .expect(201);
        await freelancer.agent
          .post('/api/reviews')
          .send({ contractId: contract.id, revieweeId: client.id, rating: 5, comment: 'Clear' })
          .expect(201);
      },
    };
  },
  'GET /api/conversations': async (app) => {
    const user = await signUpFreelancer(app);
    return {
      reader: user.agent,
      path: '/api/conversations',
      addRow: async () => void (await sendMessage(await signUpClient(app), user.id, 'Hello there')),
    };
  },
  'GET /api/messages/{conversationId}': async (app) => {
    const [user, other] = [await signUpFreelancer(app), await signUpClient(app)];
    const { conversationId } = await sendMessage(other, user.id, 'Hello there');
    return {
      reader: user.agent,
      path: `/api/messages/${conversationId}`,
      addRow: async () => void (await sendMessage(other, user.id, 'And again')),
    };
  },
  'GET /api/saved-jobs': async (app) => {
    const saver = await signUpFreelancer(app);
    const poster = await signUpClient(app);
    return {
      reader: saver.agent,
      path: '/api/saved-jobs',
      addRow: async () => void (await saver.agent.put(`/api/saved-jobs/${(await postJob(poster.agent)).id}`).expect(204)),
    };
  },
  'GET /api/saved-freelancers': async (app) => {
    const saver = await signUpClient(app);
    return {
      reader: saver.agent,
      path: '/api/saved-freelancers',
      addRow: async () => void (await saver.agent.put(`/api/saved-freelancers/${(await signUpFreelancer(app)).id}`).expect(204)),
    };
  },
  'GET /api/blocked-users': async (app) => {
    const user = await signUpFreelancer(app);
    return {
      reader: user.agent,
      path: '/api/blocked-users',
      addRow: async () => void (await user.agent.post(`/api/users/${(await signUpClient(app)).id}/block`).expect(204)),
    };
  },
  'GET /api/reports/my': async (app) => {
    const reporter = await signUpFreelancer(app);
    return {
      reader: reporter.agent,
      path: '/api/reports/my',
      addRow: async () => void (await fileReport(reporter, 'user', (await signUpClient(app)).id)),
    };
  },
  'GET /api/admin/reports': async (app, admin) => ({
    reader: admin.agent,
    path: '/api/admin/reports?status=pending',
    addRow: async () => void (await fileReport(await signUpFreelancer(app), 'user', (await signUpClient(app)).id)),
  }),
  'GET /api/admin/safety/reviews': async (app, admin) => ({
    reader: admin.agent,
    path: '/api/admin/safety/reviews?status=held',
    // A new client's fee-asking post is held; its review arrives through the outbox.
    addRow: async () => {
      await postJob((await signUpClient(app)).agent, { description: 'Pay a $25 registration fee by GCash before you start.' });
      await settleEvents(app);
    },
  }),
  'GET /api/disputes/my': async (app) => {
    const client = await signUpClient(app);
    return { reader: client.agent, path: '/api/disputes/my', addRow: () => disputedContract(app, client) };
  },
  'GET /api/admin/disputes': async (app, admin) => ({
    reader: admin.agent,
    path: '/api/admin/disputes',
    addRow: async () => disputedContract(app, await signUpClient(app)),
  }),
  'GET /api/admin/users/{id}/disputes': async (app, admin) => {
    const client = await signUpClient(app);
    return { reader: admin.agent, path: `/api/admin/users/${client.id}/disputes`, addRow: () => disputedContract(app, client) };
  },
  'GET /api/notifications': async (app) => {
    const user = await signUpFreelancer(app);
    return {
      reader: user.agent,
      path: '/api/notifications',
      // One message notification per conversation.
      addRow: async () => void (await sendMessage(await signUpClient(app), user.id, 'Hello there')),
    };
  },
  'GET /api/admin/appeals': async (app, admin) => ({
    reader: admin.agent,
    path: '/api/admin/appeals?status=pending',
    addRow: () => appealedTakedown(app, admin),
  }),
  'GET /api/appeals/mine': async (app, admin) => {
    const client = await signUpClient(app);
    return { reader: client.agent, path: '/api/appeals/mine', addRow: () => appealedTakedown(app, admin, client) };
  },
  'GET /api/admin/verifications': async (app, admin) => ({
    reader: admin.agent,
    path: '/api/admin/verifications?status=pending',
    addRow: async () => void (await submitVerification(await signUpFreelancer(app))),
  }),
  'GET /api/admin/users/{id}/verifications': async (app, admin) => {
    const freelancer = await signUpFreelancer(app);
    return {
      reader: admin.agent,
      path: `/api/admin/users/${freelancer.id}/verifications`,
      // One pending request at a time: each is decided before the next.
      addRow: async () => {
        const { id } = await submitVerification(freelancer);
        await admin.agent.patch(`/api/admin/verifications/${id}`).send({ status: 'rejected', reviewNote: 'Blurred.' }).expect(200);
      },
    };
  },
};

/** Every GET the document says is paged: a `limit` query parameter and a cursor. */
const pagedOperations = readOperations().operations.filter(
  (operation) =>
    operation.method === 'get' &&
    operation.queryParameters.some((parameter) => parameter.name === 'limit') &&
    operation.queryParameters.some((parameter) => ['cursor', 'before', 'after'].includes(parameter.name)),
);

describe('a paged list costs the same statements for a page of 1 row as for a page of many', () => {
  let app: NestExpressApplication;
  let admin: Administrator;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  it('covers every paged operation of the document', () => {
    expect(pagedOperations.map((operation) => operation.name).sort()).toEqual(Object.keys(LISTS).sort());
  });

  it.each(pagedOperations.map((operation) => [operation.name] as const))('%s', async (name) => {
    const list = await LISTS[name](app, admin);
    const separator = list.path.includes('?') ? '&' : '?';
    const path = `${list.path}${separator}limit=100`;
    const measure = async (): Promise<string[]> => {
      await settleEvents(app);
      // Once unmeasured: what a first read does once (marking messages read) is not the page's cost.
      const firstRead = await list.reader.get(path).expect(200);
      // Every event delivered (emails, notifications, the first read's), so no handler runs beside the read measured.
      await settleEvents(app);
      const statements = await statementsOf(list.reader, path);
      return [String((firstRead.body as unknown[]).length), ...statements];
    };

    await list.addRow();
    const [fewRows, ...forFew] = await measure();
    for (let added = 0; added < 3; added += 1) await list.addRow();
    const [manyRows, ...forMany] = await measure();

    expect(Number(manyRows)).toBeGreaterThan(Number(fewRows));
    expect(forFew.length).toBeGreaterThan(0);
    // The statements themselves, so a failure shows which one came in with the rows.
    expect({ name, statements: forMany }).toEqual({ name, statements: forFew });
  });

  // The other orders of a paged list (decision 0070): the same statements whatever the page holds.
  it.each(Object.keys(OTHER_ORDERS).map((name) => [name] as const))('%s', async (name) => {
    const list = await OTHER_ORDERS[name](app, admin);
    const path = `${list.path}&limit=100`;
    const measure = async (): Promise<string[]> => {
      await settleEvents(app);
      const firstRead = await list.reader.get(path).expect(200);
      await settleEvents(app);
      return [String((firstRead.body as unknown[]).length), ...(await statementsOf(list.reader, path))];
    };
    await list.addRow();
    const [fewRows, ...forFew] = await measure();
    for (let added = 0; added < 3; added += 1) await list.addRow();
    const [manyRows, ...forMany] = await measure();
    expect(Number(manyRows)).toBeGreaterThan(Number(fewRows));
    expect({ name, statements: forMany }).toEqual({ name, statements: forFew });
  });

  it('reads a conversation with nothing unread without a transaction or a write', async () => {
    const [user, other] = [await signUpFreelancer(app), await signUpClient(app)];
    const { conversationId } = await sendMessage(other, user.id, 'Hello there');
    await settleEvents(app);
    const marking = await statementsOf(user.agent, `/api/messages/${conversationId}`);
    expect(marking.some((statement) => /^update "messages"/i.test(statement))).toBe(true);
    // The ConversationRead event delivered, so the relay's own transaction is not counted.
    await settleEvents(app);
    const reading = await statementsOf(user.agent, `/api/messages/${conversationId}`);
    expect(reading.filter((statement) => /^(begin|commit|update|insert|delete)/i.test(statement.trim()))).toEqual([]);
  });
});
