import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { EmailBeingSent, MailSender } from '../../src/platform/mail/mail-sender';
import type { EmailContent } from '../../src/platform/mail/email-layout';
import { createTestApp } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';
import { sql } from '../support/sql';

const content: EmailContent = {
  subject: 'Confirm <your> email',
  preview: 'One click and you are in.',
  greeting: 'Hi Ana & Bo,',
  paragraphs: ['Open the link to confirm your address.', 'It works for 24 hours.'],
  action: { label: 'Confirm my email', url: 'http://app.example.test/verify-email?token=abc&x=1' },
  footnote: 'You get this email because you signed up.',
  unsubscribeUrl: 'http://app.example.test/unsubscribe?token=t',
};

describe('the mail path over SMTP', () => {
  let mailbox: TestMailbox;
  let app: NestExpressApplication;
  let sender: MailSender;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
    sender = app.get(MailSender);
  });

  afterAll(() => closeMailedTestApp(app, mailbox));

  it('sends a text and an HTML part from the layout, with the sender, recipient, subject and link', async () => {
    const to = `ana.${randomUUID()}@example.test`;
    await expect(sender.sendOnce({ eventId: randomUUID(), kind: 'welcome', to, content })).resolves.toBe(true);
    const mail = await mailbox.next({ to });
    expect(mail.from).toBe('"VerifiedWork" <no-reply@example.test>');
    expect(mail.envelope).toEqual({ from: 'no-reply@example.test', to: [to] });
    expect(mail.subject).toBe('Confirm <your> email');
    expect(mail.text).toContain('Hi Ana & Bo,');
    expect(mail.text).toContain('Confirm my email: http://app.example.test/verify-email?token=abc&x=1');
    expect(mail.text).toContain('Unsubscribe from these emails: http://app.example.test/unsubscribe?token=t');
    expect(mail.links).toContain('http://app.example.test/verify-email?token=abc&x=1');
    // The HTML part is the MJML layout, with every value escaped as text.
    expect(mail.html).toContain('Hi Ana &amp; Bo,');
    expect(mail.html).toContain('href="http://app.example.test/verify-email?token=abc&amp;x=1"');
    expect(mail.html).toContain('VerifiedWork');
    expect(mail.html).not.toContain('<your>');
  });

  it('sends one email per event, kind and recipient however often it is asked', async () => {
    const eventId = randomUUID();
    const to = `bo.${randomUUID()}@example.test`;
    const other = `cy.${randomUUID()}@example.test`;
    const results = await Promise.allSettled([1, 2, 3].map(() => sender.sendOnce({ eventId, kind: 'welcome', to, content })));
    expect(results.filter((result) => result.status === 'fulfilled' && result.value)).toHaveLength(1);
    // Racing deliveries that lost either saw it sent or were told to come back later.
    for (const result of results.filter((entry) => entry.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(EmailBeingSent);
    }
    await expect(sender.sendOnce({ eventId, kind: 'welcome', to, content })).resolves.toBe(false);
    await expect(sender.sendOnce({ eventId, kind: 'welcome', to: other, content })).resolves.toBe(true);
    await expect(sender.sendOnce({ eventId, kind: 'notice', to, content })).resolves.toBe(true);
    await mailbox.next({ to: other });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.to(to)).toHaveLength(2);
  });

  it('throws when the server refuses, and sends on the next delivery', async () => {
    const eventId = randomUUID();
    const to = `di.${randomUUID()}@example.test`;
    mailbox.refuseNext(1);
    await expect(sender.sendOnce({ eventId, kind: 'welcome', to, content })).rejects.toThrow(/Mailbox unavailable/);
    const [claim] = await sql<{ sent_at: string | null }[]>(app, 'select sent_at from sent_emails where event_id = ?', [eventId]);
    expect(claim.sent_at).toBeNull();
    await expect(sender.sendOnce({ eventId, kind: 'welcome', to, content })).resolves.toBe(true);
    expect(mailbox.to(to)).toHaveLength(1);
  });
});

describe('the mail path without SMTP_URL', () => {
  it('writes each email as an .eml file that the development mailbox lists and shows', async () => {
    const mailDir = mkdtempSync(join(tmpdir(), 'mail-dir-'));
    const app = await createTestApp({ MAIL_DIR: mailDir, NODE_ENV: 'development' });
    try {
      const to = `eve.${randomUUID()}@example.test`;
      await app.get(MailSender).sendOnce({ eventId: randomUUID(), kind: 'welcome', to, content });
      const files = readdirSync(mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(readFileSync(join(mailDir, files[0]), 'utf8')).toContain(`To: ${to}`);

      const agent = request(app.getHttpServer());
      const listed = await agent.get('/api/dev/mailbox/messages').query({ to }).expect(200);
      expect(listed.body).toEqual([
        expect.objectContaining({
          id: files[0],
          to,
          subject: 'Confirm <your> email',
          links: expect.arrayContaining([content.action!.url]),
        }),
      ]);
      const index = await agent.get('/api/dev/mailbox').expect(200);
      expect(index.headers['content-type']).toMatch(/text\/html/);
      expect(index.text).toContain(`/api/dev/mailbox/${files[0]}`);
      expect(index.text).toContain('Confirm &lt;your&gt; email');
      const shown = await agent.get(`/api/dev/mailbox/${files[0]}`).expect(200);
      expect(shown.text).toContain(`href="${content.action!.url.replace('&', '&amp;')}"`);
      expect(shown.text).toContain('<iframe title="HTML part" sandbox=');
      await agent.get('/api/dev/mailbox/..%2F..%2Fetc%2Fpasswd').expect(404);
      await agent.get('/api/dev/mailbox/missing.eml').expect(404);
    } finally {
      await app.close();
    }
  });

  it('has no development mailbox when mail leaves through SMTP', async () => {
    const mailbox = await TestMailbox.start();
    const app = await createTestApp({ SMTP_URL: mailbox.url, NODE_ENV: 'development' });
    try {
      await request(app.getHttpServer()).get('/api/dev/mailbox').expect(404);
    } finally {
      await app.close();
      await mailbox.close();
    }
  });
});
