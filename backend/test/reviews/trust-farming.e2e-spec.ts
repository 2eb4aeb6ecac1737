import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { RecomputeTrustScoresCommand } from '../../src/contexts/reviews/public';
import { Clock } from '../../src/platform/clock/clock';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { reviveIntegrationEvent } from '../../src/platform/outbox/integration-event';
import { hire, settleEvents } from '../factories/contracts';
import { Member, signUpClient, signUpFreelancer } from '../factories/jobs';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The farming bounds of docs/trust-score.md: what ten contracts with one other account, with
 * mutual 5-star reviews, can add to a score from nothing.
 */
const FARMING_BOUND = { sameDay: null, newUnverifiedAccount: 4, unverifiedAccount: 8, verifiedAccount: 15 } as const;

describe('A trust score that cannot be farmed', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** Runs `work` with the app's clock `days` ahead. */
  async function daysLater<T>(days: number, work: () => Promise<T>): Promise<T> {
    const clock = app.get(Clock);
    const realNow = clock.now.bind(clock);
    clock.now = () => new Date(realNow().getTime() + days * DAY_MS);
    try {
      return await work();
    } finally {
      clock.now = realNow;
    }
  }

  /** A contract between the two, completed `days` after it started, reviewed 5 stars by both. */
  async function contractWithMutualReviews(client: Member, freelancer: Member, days: number): Promise<string> {
    const { contract } = await hire(app, { client, freelancer });
    await daysLater(days, async () => {
      await client.agent.post(`/api/contracts/${contract.id}/complete`).expect(200);
      await client.agent
        .post('/api/reviews')
        .send({ contractId: contract.id, revieweeId: freelancer.id, rating: 5, comment: 'Outstanding, again.' })
        .expect(201);
      await freelancer.agent
        .post('/api/reviews')
        .send({ contractId: contract.id, revieweeId: client.id, rating: 5, comment: 'Best client ever.' })
        .expect(201);
    });
    return contract.id;
  }

  async function scoreOf(member: Member): Promise<number | null> {
    return (await member.agent.get('/api/auth/user').expect(200)).body.trustScore;
  }

  async function breakdownOf(member: Member) {
    return (await member.agent.get(`/api/reviews/${member.id}/trust-score`).expect(200)).body;
  }

  it('gives nothing for ten same-day contracts with mutual 5-star reviews between two new accounts', async () => {
    const farmer = await signUpFreelancer(app);
    const sock = await signUpClient(app);
    expect(await scoreOf(farmer)).toBeNull();

    for (let round = 0; round < 10; round += 1) await contractWithMutualReviews(sock, farmer, 0);
    await settleEvents(app);

    expect(await scoreOf(farmer)).toBe(FARMING_BOUND.sameDay);
    expect(await scoreOf(sock)).toBe(FARMING_BOUND.sameDay);
    expect(await breakdownOf(farmer)).toMatchObject({
      score: null,
      contracts: { completed: 10, counted: 0, tooShort: 10, repeats: 0 },
      reviews: { published: 10, counted: 0, onUncountedContracts: 10, averageRating: null },
      points: { verification: 0, reviews: 0, contracts: 0 },
    });
  });

  it('moves the score by at most the documented bound when the two wait out every contract', async () => {
    const farmer = await signUpFreelancer(app);
    const sock = await signUpClient(app);

    for (let round = 0; round < 10; round += 1) await contractWithMutualReviews(sock, farmer, 3);
    await settleEvents(app);

    // One new, unverified counterparty weighs 1/4: 20 × 0.25 / 10 = 0.5 contract points, and one
    // review of 5 stars at weight 0.25 against three 1-star priors: 50 × (4.25 / 3.25 − 1) / 4 = 3.8.
    expect(await scoreOf(farmer)).toBe(FARMING_BOUND.newUnverifiedAccount);
    expect(await scoreOf(sock)).toBe(FARMING_BOUND.newUnverifiedAccount);
    expect(await breakdownOf(farmer)).toMatchObject({
      score: 4,
      contracts: { completed: 10, counted: 1, tooShort: 0, repeats: 9, unverified: 1, newAccounts: 1, weight: 0.25 },
      reviews: {
        published: 10,
        counted: 1,
        repeats: 9,
        onUncountedContracts: 0,
        unverified: 1,
        newAccounts: 1,
        weight: 0.25,
        averageRating: 5,
      },
      points: { verification: 0, reviews: 3.8, contracts: 0.5 },
    });
  });

  it('counts a verified, established second account as one client, however often it hires', async () => {
    const farmer = await signUpFreelancer(app);
    const partner = await signUpClient(app, { verified: true });

    // 31 days on, the partner's account is no longer new when the contracts complete.
    for (let round = 0; round < 10; round += 1) await contractWithMutualReviews(partner, farmer, 31);
    await settleEvents(app);

    // 2 contract points and 50 × ((5 + 3) / 4 − 1) / 4 = 12.5 review points.
    expect(await scoreOf(farmer)).toBe(FARMING_BOUND.verifiedAccount);
    expect(await breakdownOf(farmer)).toMatchObject({
      contracts: { counted: 1, repeats: 9, unverified: 0, newAccounts: 0, weight: 1 },
      reviews: { counted: 1, repeats: 9, weight: 1, averageRating: 5 },
    });
  });

  it('rises with ten distinct verified clients and long contracts', async () => {
    const freelancer = await signUpFreelancer(app);
    for (let round = 0; round < 10; round += 1) {
      await contractWithMutualReviews(await signUpClient(app, { verified: true }), freelancer, 31);
    }
    await settleEvents(app);

    // 20 contract points and 50 × ((50 + 3) / 13 − 1) / 4 = 38.5 review points.
    expect(await scoreOf(freelancer)).toBe(58);
    expect(await breakdownOf(freelancer)).toMatchObject({
      score: 58,
      verified: false,
      contracts: { completed: 10, counted: 10, tooShort: 0, repeats: 0, unverified: 0, newAccounts: 0, weight: 10 },
      reviews: { published: 10, counted: 10, repeats: 0, weight: 10, averageRating: 5 },
      points: { verification: 0, reviews: 38.5, contracts: 20 },
      rules: { minimumContractDays: 3, newAccountDays: 30, unverifiedWeight: 0.5, newAccountWeight: 0.5, priorRating: 1, priorWeight: 3 },
    });
  });

  it('counts a completed contract once when its event is delivered again, and recomputes to the same scores', async () => {
    const client = await signUpClient(app, { verified: true });
    const freelancer = await signUpFreelancer(app);
    const contractId = await contractWithMutualReviews(client, freelancer, 31);
    await settleEvents(app);
    const before = { freelancer: await scoreOf(freelancer), client: await scoreOf(client) };
    // The client: 30 for verification, and an unverified but established freelancer: 1 + 7.1.
    expect(before).toEqual({ freelancer: FARMING_BOUND.verifiedAccount, client: 30 + FARMING_BOUND.unverifiedAccount });

    const [completed] = await sql<{ id: string; type: string; payload: Record<string, unknown> }[]>(
      app,
      "select id, type, payload from outbox_events where type = 'contracting.contract_completed' and payload->>'contractId' = ?",
      [contractId],
    );
    const event = reviveIntegrationEvent(completed.type, completed.payload);
    if (!event) throw new Error('the completion event did not revive');
    await app.get(EventDispatcher).dispatch(completed.id, event);
    await settleEvents(app);
    expect(await sql(app, 'select contract_id from trust_contracts where contract_id = ?', [contractId])).toHaveLength(1);
    expect({ freelancer: await scoreOf(freelancer), client: await scoreOf(client) }).toEqual(before);

    expect(await app.get(CommandBus).execute(new RecomputeTrustScoresCommand())).toBeGreaterThanOrEqual(2);
    await settleEvents(app);
    expect({ freelancer: await scoreOf(freelancer), client: await scoreOf(client) }).toEqual(before);
  });
});
