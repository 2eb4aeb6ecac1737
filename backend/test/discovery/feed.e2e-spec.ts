import type { NestExpressApplication } from '@nestjs/platform-express';
import { settleEvents } from '../factories/contracts';
import { Administrator, apply, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer, uniqueWord } from '../factories/jobs';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

type FeedItem =
  | { kind: 'job'; job: { id: string; title: string }; reasons: string[] }
  | { kind: 'freelancer'; freelancer: { id: string; username: string }; reasons: string[] };

describe('The dashboard feed', () => {
  let app: NestExpressApplication;
  let admin: Administrator;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const feed = async (member: Member) => ((await member.agent.get('/api/discovery/feed').expect(200)).body as { items: FeedItem[] }).items;

  async function setProfile(member: Member, profile: { skills: string[]; hourlyRate: { currency: string; amount: number } }) {
    await member.agent
      .patch('/api/users/profile')
      .send({ firstName: 'Feed', lastName: 'Reader', ...profile })
      .expect(200);
  }

  it('gives a freelancer recent open offers matching a saved search, their skills or their rate, most reasons first', async () => {
    const [skill, otherSkill, searchWord] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const freelancer = await signUpFreelancer(app);
    // CHF: no other test of the file pays in it, so the rate matches only this test's posts.
    await setProfile(freelancer, { skills: [skill, otherSkill, 'Typing'], hourlyRate: { currency: 'CHF', amount: 2500 } });
    await freelancer.agent
      .post('/api/saved-searches')
      .send({ kind: 'jobs', name: 'Night shifts', criteria: { searchTerm: searchWord }, alert: 'off' })
      .expect(201);
    const client = await signUpClient(app);
    const chf = (minimum: number, maximum: number) => ({ type: 'hourly', currency: 'CHF', minimum, maximum }) as const;

    const rateOnly = await postJob(client.agent, { title: 'Pays well', tags: ['Filing'], pay: chf(3000, 4000) });
    const skillsOnly = await postJob(client.agent, {
      title: 'Two skills',
      tags: [skill.toUpperCase(), otherSkill],
      pay: { type: 'fixed', currency: 'CHF', minimum: 50000 },
    });
    const skillAndRate = await postJob(client.agent, { title: 'Skill and rate', tags: [skill], pay: chf(2000, 3000) });
    const everything = await postJob(client.agent, { title: `Night shifts ${searchWord}`, tags: [skill], pay: chf(2500, 2500) });
    await settleEvents(app);
    const unmatched = await postJob(client.agent, { title: 'Nothing in common', tags: ['Filing'], pay: chf(1000, 2000) });
    const closed = await postJob(client.agent, { title: 'Closed one', tags: [skill] });
    await client.agent.post(`/api/jobs/${closed.id}/close`).expect(200);
    const takenDown = await postJob(client.agent, { title: 'Taken down one', tags: [skill] });
    await admin.agent
      .post('/api/admin/enforcement-actions')
      .send({ kind: 'job_takedown', subjectId: takenDown.id, reason: 'Misleading' })
      .expect(201);
    const held = await postJob(client.agent, { title: 'Held one', tags: [skill] });
    await sql(app, `update job_posts set safety_verdict = 'hold' where id = ?`, [held.id]);
    const applied = await postJob(client.agent, { title: 'Applied to', tags: [skill] });
    await apply(freelancer.agent, applied.id);
    const old = await postJob(client.agent, { title: 'Too old', tags: [skill] });
    await sql(app, `update job_posts set created_at = now() - interval '31 days' where id = ?`, [old.id]);
    await settleEvents(app);

    const items = await feed(freelancer);
    expect(items.map((item) => (item.kind === 'job' ? item.job.id : item.freelancer.id))).toEqual([
      everything.id,
      skillAndRate.id,
      skillsOnly.id,
      rateOnly.id,
    ]);
    expect(items.map((item) => item.reasons)).toEqual([
      ['Matches your saved search “Night shifts”', `Matches 1 of your skills: ${skill}`, 'Pays at least your rate'],
      [`Matches 1 of your skills: ${skill}`, 'Pays at least your rate'],
      [`Matches 2 of your skills: ${skill.toUpperCase()}, ${otherSkill}`],
      ['Pays at least your rate'],
    ]);
    expect(items.every((item) => item.kind === 'job')).toBe(true);
    expect(items.map((item) => item.kind === 'job' && item.job.id)).not.toContain(unmatched.id);
  });

  it('leaves out a freelancer’s own posts, made as a client before switching', async () => {
    const skill = uniqueWord();
    const switcher = await signUpClient(app);
    const own = await postJob(switcher.agent, { title: 'My own post', tags: [skill] });
    await switcher.agent.patch('/api/users/role').send({ role: 'freelancer' }).expect(200);
    await setProfile(switcher, { skills: [skill], hourlyRate: { currency: 'NZD', amount: 2000 } });
    const client = await signUpClient(app);
    const theirs = await postJob(client.agent, { title: 'Their post', tags: [skill] });

    expect((await feed(switcher)).map((item) => item.kind === 'job' && item.job.id)).toEqual([theirs.id]);
    expect(own.id).not.toBe(theirs.id);
  });

  it('gives a client listed freelancers matching their open offers, verified and within budget first', async () => {
    const [skill, otherSkill] = [uniqueWord(), uniqueWord()];
    const client = await signUpClient(app);
    await postJob(client.agent, {
      title: 'Support desk',
      tags: [skill, otherSkill],
      pay: { type: 'hourly', currency: 'EUR', minimum: 2000, maximum: 3000 },
    });
    const closed = await postJob(client.agent, { title: 'Closed desk', tags: [uniqueWord()] });
    await client.agent.post(`/api/jobs/${closed.id}/close`).expect(200);

    const best = await signUpFreelancer(app, { verified: true });
    await setProfile(best, { skills: [skill.toUpperCase(), otherSkill], hourlyRate: { currency: 'EUR', amount: 2500 } });
    const pricey = await signUpFreelancer(app);
    await setProfile(pricey, { skills: [otherSkill], hourlyRate: { currency: 'EUR', amount: 9000 } });
    const suspended = await signUpFreelancer(app, { verified: true });
    await setProfile(suspended, { skills: [skill], hourlyRate: { currency: 'EUR', amount: 2500 } });
    await admin.agent
      .post('/api/admin/enforcement-actions')
      .send({ kind: 'suspension', subjectId: suspended.id, reason: 'Spam' })
      .expect(201);
    const unrelated = await signUpFreelancer(app);
    await setProfile(unrelated, { skills: [uniqueWord()], hourlyRate: { currency: 'EUR', amount: 2500 } });
    await settleEvents(app);

    const items = await feed(client);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'freelancer',
        freelancer: expect.objectContaining({ id: best.id, username: best.username }),
        reasons: ['Verified', 'Matches 2 skills of “Support desk”', 'Rate within your budget for “Support desk”'],
      }),
      expect.objectContaining({
        kind: 'freelancer',
        freelancer: expect.objectContaining({ id: pricey.id }),
        reasons: ['Matches 1 skill of “Support desk”'],
      }),
    ]);
  });

  it('is empty for someone with nothing to match, and for an administrator', async () => {
    expect(await feed(await signUpFreelancer(app))).toEqual([]);
    expect(await feed(await signUpClient(app))).toEqual([]);
    expect(await feed(admin)).toEqual([]);
  });
});
