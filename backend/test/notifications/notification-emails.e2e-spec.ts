import type { NestExpressApplication } from '@nestjs/platform-express';
import { completedContract, hire, settleEvents, TERMS } from '../factories/contracts';
import { Member, apply, postJob, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { fileReport, openDispute } from '../factories/moderation';
import { verificationFiles } from '../support/videos';
import { sql } from '../support/sql';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';
import { deliverAgain, expectNotificationEmail, nameUser, notificationEmailsTo } from './notification-email';

describe('What each event tells the user: the email over SMTP, and the bell', () => {
  let mailbox: TestMailbox;
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  /** A client named Cleo Diaz and a freelancer named Ana Lee. */
  async function namedPair(): Promise<{ client: Member; freelancer: Member }> {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    await nameUser(app, client, 'Cleo', 'Diaz');
    await nameUser(app, freelancer, 'Ana', 'Lee');
    return { client, freelancer };
  }

  /** The notifications in the member's bell that lead to the entity. */
  async function toldInApp(member: Member, entityId: string): Promise<{ title: string; message: string }[]> {
    const listed = (await member.agent.get('/api/notifications').expect(200)).body as {
      entityId: string;
      title: string;
      message: string;
    }[];
    return listed.filter((notification) => notification.entityId === entityId).map(({ title, message }) => ({ title, message }));
  }

  /** Nothing (more) reached the address once every event was handled. */
  async function expectMailCount(email: string, count: number): Promise<void> {
    await settleEvents(app);
    expect(notificationEmailsTo(mailbox, email).map((mail) => mail.subject)).toHaveLength(count);
  }

  it('mails the job owner of each application, leading to the job’s applications, once however often it is delivered', async () => {
    const { client, freelancer } = await namedPair();
    const job = await postJob(client.agent);
    const application = await apply(freelancer.agent, job.id);
    await settleEvents(app);

    await expectNotificationEmail(app, mailbox, {
      to: client,
      subject: `New application to “${job.title}”`,
      firstName: 'Cleo',
      screen: `/jobs/${job.id}/applications`,
      topic: 'applications',
      says: [`Ana Lee applied to “${job.title}”.`],
    });
    await deliverAgain(app, 'jobs.application_submitted', 'applicationId', application.id);
    await expectMailCount(client.email, 1);
    await expectMailCount(freelancer.email, 0);
    // The same handler told the bell, once too.
    expect(await toldInApp(client, job.id)).toEqual([{ title: 'New application', message: `Ana Lee applied to “${job.title}”.` }]);
  });

  it('tells the bell once and mails once when the mail server refuses the first try: the next delivery sends only the email', async () => {
    const { client, freelancer } = await namedPair();
    const job = await postJob(client.agent);
    await settleEvents(app);
    mailbox.refuseNext(1);
    const application = await apply(freelancer.agent, job.id);
    await settleEvents(app);

    await mailbox.next({ to: client.email, subject: `New application to “${job.title}”` });
    const [event] = await sql<{ attempts: number }[]>(
      app,
      "select attempts from outbox_events where type = 'jobs.application_submitted' and payload->>'applicationId' = ?",
      [application.id],
    );
    expect(event.attempts).toBe(2);
    expect(await toldInApp(client, job.id)).toEqual([{ title: 'New application', message: `Ana Lee applied to “${job.title}”.` }]);
    await expectMailCount(client.email, 1);
  });

  it('mails the applicant the decision, accepted or not selected, leading to their applications', async () => {
    const { client, freelancer } = await namedPair();
    const accepted = await postJob(client.agent, { title: 'Night shift chat support' });
    const declined = await postJob(client.agent, { title: 'Weekend email support' });
    const first = await apply(freelancer.agent, accepted.id);
    const second = await apply(freelancer.agent, declined.id);
    await client.agent.post(`/api/applications/${first.id}/accept`).send({ terms: TERMS }).expect(200);
    await client.agent.post(`/api/applications/${second.id}/reject`).expect(200);
    await settleEvents(app);

    await expectNotificationEmail(app, mailbox, {
      to: freelancer,
      subject: 'Your application to “Night shift chat support” was accepted',
      firstName: 'Ana',
      screen: '/applications',
      topic: 'application_decisions',
      says: ['Good news: your application to “Night shift chat support” was accepted.'],
    });
    await expectNotificationEmail(app, mailbox, {
      to: freelancer,
      subject: 'Your application to “Weekend email support” was not selected',
      firstName: 'Ana',
      screen: '/applications',
      topic: 'application_decisions',
      says: ['Your application to “Weekend email support” was not selected this time.'],
    });
    await deliverAgain(app, 'jobs.application_accepted', 'applicationId', first.id);
    await deliverAgain(app, 'jobs.application_rejected', 'applicationId', second.id);
    // Accepted, not selected, and the contract that started.
    await expectMailCount(freelancer.email, 3);
  });

  it('mails the job owner once when an applicant withdraws, leading to the job’s applications, however often it is delivered', async () => {
    const { client, freelancer } = await namedPair();
    const job = await postJob(client.agent, { title: 'Evening chat support' });
    const application = await apply(freelancer.agent, job.id);
    await freelancer.agent.post(`/api/applications/${application.id}/withdraw`).expect(200);
    await settleEvents(app);

    await expectNotificationEmail(app, mailbox, {
      to: client,
      subject: 'An application to “Evening chat support” was withdrawn',
      firstName: 'Cleo',
      screen: `/jobs/${job.id}/applications`,
      topic: 'applications',
      says: ['Ana Lee withdrew their application to “Evening chat support”.'],
    });
    await deliverAgain(app, 'jobs.application_withdrawn', 'applicationId', application.id);
    // The application and its withdrawal; the applicant hears nothing of their own act.
    await expectMailCount(client.email, 2);
    await expectMailCount(freelancer.email, 0);
    expect(await toldInApp(client, job.id)).toEqual(
      expect.arrayContaining([
        { title: 'Application withdrawn', message: 'Ana Lee withdrew their application to “Evening chat support”.' },
      ]),
    );
    expect((await toldInApp(client, job.id)).filter((told) => told.title === 'Application withdrawn')).toHaveLength(1);
  });

  it('mails both parties when their contract starts and when it is completed, leading to the contract', async () => {
    const { client, freelancer } = await namedPair();
    const { contract, job } = await completedContract(app, { client, freelancer });

    for (const [party, firstName, other] of [
      [client, 'Cleo', 'Ana Lee'],
      [freelancer, 'Ana', 'Cleo Diaz'],
    ] as const) {
      await expectNotificationEmail(app, mailbox, {
        to: party,
        subject: `Contract started: “${job.title}”`,
        firstName,
        screen: `/contracts/${contract.id}`,
        topic: 'contracts',
        says: [`Your contract for “${job.title}” with ${other} is now active.`],
      });
      await expectNotificationEmail(app, mailbox, {
        to: party,
        subject: `Contract completed: “${job.title}”`,
        firstName,
        screen: `/contracts/${contract.id}`,
        topic: 'contracts',
        says: [`The contract for “${job.title}” is complete.`, `Leave a review for ${other}`],
      });
    }
    await deliverAgain(app, 'contracting.contract_created', 'contractId', contract.id);
    await deliverAgain(app, 'contracting.contract_completed', 'contractId', contract.id);
    await expectMailCount(client.email, 3); // the application, the contract started, the contract completed
    await expectMailCount(freelancer.email, 3); // accepted, started, completed
  });

  it('mails the reviewee when the review is published, not when it is submitted (double-blind)', async () => {
    const { client, freelancer } = await namedPair();
    const { contract, job } = await completedContract(app, { client, freelancer });
    const review = (reviewer: Member, revieweeId: string) =>
      reviewer.agent
        .post('/api/reviews')
        .send({ contractId: contract.id, revieweeId, rating: 5, comment: 'Great to work with.' })
        .expect(201);

    await review(client, freelancer.id);
    await settleEvents(app);
    expect(mailbox.to(freelancer.email).filter((mail) => /reviewed you/.test(mail.subject))).toEqual([]);

    await review(freelancer, client.id);
    await settleEvents(app);
    await expectNotificationEmail(app, mailbox, {
      to: freelancer,
      subject: 'Cleo Diaz reviewed you',
      firstName: 'Ana',
      screen: `/contracts/${contract.id}`,
      topic: 'reviews',
      says: [`Cleo Diaz’s review of your work together on “${job.title}” is now published.`],
    });
    await expectNotificationEmail(app, mailbox, {
      to: client,
      subject: 'Ana Lee reviewed you',
      firstName: 'Cleo',
      screen: `/contracts/${contract.id}`,
      topic: 'reviews',
    });
    await deliverAgain(app, 'reviews.reviews_published', 'contractId', contract.id);
    await expectMailCount(freelancer.email, 4);
  });

  it('mails the decision on an identity verification, with the administrator’s note, leading to /verification', async () => {
    const admin = await signUpAdmin(app);
    const members = [await signUpFreelancer(app), await signUpFreelancer(app)];
    const { idDocument, video } = await verificationFiles();
    const requests: string[] = [];
    for (const member of members) {
      await nameUser(app, member, 'Bo', 'Chen');
      const submitted = await member.agent
        .post('/api/verifications')
        .attach('idDocument', idDocument, { filename: 'id.jpg', contentType: 'image/jpeg' })
        .attach('video', video, { filename: 'me.mp4', contentType: 'video/mp4' })
        .expect(201);
      requests.push(submitted.body.id);
    }
    await admin.agent
      .patch(`/api/admin/verifications/${requests[0]}`)
      .send({ status: 'approved', reviewNote: 'ID and video match.' })
      .expect(200);
    await admin.agent
      .patch(`/api/admin/verifications/${requests[1]}`)
      .send({ status: 'rejected', reviewNote: 'The ID is blurred.' })
      .expect(200);
    await settleEvents(app);

    await expectNotificationEmail(app, mailbox, {
      to: members[0],
      subject: 'Your identity is verified',
      firstName: 'Bo',
      screen: '/verification',
      topic: 'verification',
      says: ['Note from our team: ID and video match.'],
    });
    await expectNotificationEmail(app, mailbox, {
      to: members[1],
      subject: 'Your identity verification was not approved',
      firstName: 'Bo',
      screen: '/verification',
      topic: 'verification',
      says: ['Note from our team: The ID is blurred.', 'You can submit a new one.'],
    });
    await deliverAgain(app, 'verification.approved', 'requestId', requests[0]);
    await expectMailCount(members[0].email, 1);
  });

  it('mails the reporter the outcome of their report, and both parties the resolution of a dispute, not its review', async () => {
    const admin = await signUpAdmin(app);
    const { client, freelancer } = await namedPair();
    const report = await fileReport(freelancer, 'user', client.id);
    await admin.agent.patch(`/api/admin/reports/${report.id}`).send({ status: 'resolved', note: 'We warned the user.' }).expect(200);
    await settleEvents(app);
    await expectNotificationEmail(app, mailbox, {
      to: freelancer,
      subject: 'Your report was reviewed',
      firstName: 'Ana',
      screen: '/',
      topic: 'moderation',
      says: ['Our team reviewed it, and it was resolved.', 'Note from our team: We warned the user.'],
    });
    await deliverAgain(app, 'moderation.report_closed', 'reportId', report.id);

    const { contract, job } = await hire(app, { client, freelancer });
    const dispute = await openDispute(client, contract.id);
    await admin.agent.patch(`/api/admin/disputes/${dispute.id}`).send({ status: 'under_review' }).expect(200);
    await settleEvents(app);
    expect(mailbox.to(client.email).filter((mail) => mail.subject.startsWith('Dispute'))).toEqual([]);
    await admin.agent
      .patch(`/api/admin/disputes/${dispute.id}`)
      .send({ status: 'resolved', resolution: 'The client pays the last two weeks.' })
      .expect(200);
    await settleEvents(app);
    for (const [party, firstName] of [
      [client, 'Cleo'],
      [freelancer, 'Ana'],
    ] as const) {
      await expectNotificationEmail(app, mailbox, {
        to: party,
        subject: `Dispute resolved: “${job.title}”`,
        firstName,
        screen: `/contracts/${contract.id}`,
        topic: 'moderation',
        says: ['Resolution: The client pays the last two weeks.'],
      });
    }
    await deliverAgain(app, 'moderation.dispute_updated', 'disputeId', dispute.id);
    // The report, the acceptance, the contract started, the dispute resolved.
    await expectMailCount(freelancer.email, 4);
  });

  it('sends nothing of a topic the user turned off, and the other topics still', async () => {
    const { client, freelancer } = await namedPair();
    await client.agent
      .put('/api/email/preferences')
      .send({ topics: { applications: false } })
      .expect(200);
    const job = await postJob(client.agent);
    const application = await apply(freelancer.agent, job.id);
    await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: TERMS }).expect(200);
    await settleEvents(app);
    expect(notificationEmailsTo(mailbox, client.email).map((mail) => mail.subject)).toEqual([`Contract started: “${job.title}”`]);
  });

  it('sends nothing to an address its owner has not confirmed', async () => {
    const { client, freelancer } = await namedPair();
    const job = await postJob(client.agent);
    await sql(app, 'update users set email_verified_at = null where id = ?', [client.id]);
    const application = await apply(freelancer.agent, job.id);
    await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: TERMS }).expect(200);
    await settleEvents(app);
    expect(notificationEmailsTo(mailbox, client.email)).toEqual([]);
    // The confirmed party of the same events still hears of them.
    expect(notificationEmailsTo(mailbox, freelancer.email).map((mail) => mail.subject)).toEqual([
      `Your application to “${job.title}” was accepted`,
      `Contract started: “${job.title}”`,
    ]);
  });
});
