import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SMTPServer } from 'smtp-server';
import { createTestApp } from './test-app';

export type ReceivedMail = {
  /** The envelope: who the server was told the message is from and to. */
  envelope: { from: string; to: string[] };
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** Every http(s) link of the text part, in order. */
  links: string[];
};

const LINK = /https?:\/\/[^\s<>"')\]]+/g;

/**
 * A real SMTP server in the test process (smtp-server), parsing what it receives with mailparser:
 * the app's mail path is tested end to end, through nodemailer's SMTP client. `refuseNext` makes
 * the server reject the next messages, as a mail server that is down or full would.
 */
export class TestMailbox {
  readonly received: ReceivedMail[] = [];
  private taken = new Set<ReceivedMail>();
  private refusals = 0;

  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          if (this.refusals > 0) {
            this.refusals -= 1;
            return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
          }
          this.received.push(toReceived(parsed, session.envelope));
          callback();
        })
        .catch(callback);
    },
  });

  private constructor() {}

  static async start(): Promise<TestMailbox> {
    const mailbox = new TestMailbox();
    await new Promise<void>((resolve) => mailbox.server.listen(0, '127.0.0.1', resolve));
    return mailbox;
  }

  /** SMTP_URL for the app under test. */
  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  refuseNext(count: number): void {
    this.refusals = count;
  }

  /** Waits for the first message to `to` (and with `subject`, when given) that no earlier call took. */
  async next({ to, subject, timeoutMs = 10_000 }: { to: string; subject?: string | RegExp; timeoutMs?: number }): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((mail) => !this.taken.has(mail) && matches(mail, to, subject));
      if (found) {
        this.taken.add(found);
        return found;
      }
      if (Date.now() > deadline) {
        const seen = this.received.map((mail) => `${mail.envelope.to.join(',')}: ${mail.subject}`).join('; ');
        throw new Error(`no mail to ${to}${subject ? ` about ${subject}` : ''} within ${timeoutMs} ms (received: ${seen || 'none'})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Every message received so far to `to`. */
  to(to: string): ReceivedMail[] {
    return this.received.filter((mail) => matches(mail, to));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function matches(mail: ReceivedMail, to: string, subject?: string | RegExp): boolean {
  if (!mail.envelope.to.includes(to.toLowerCase())) return false;
  if (subject === undefined) return true;
  return typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);
}

function toReceived(parsed: ParsedMail, envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] }): ReceivedMail {
  const text = parsed.text ?? '';
  const addresses = ([] as AddressObject[]).concat(parsed.to ?? []);
  return {
    envelope: { from: envelope.mailFrom ? envelope.mailFrom.address : '', to: envelope.rcptTo.map(({ address }) => address.toLowerCase()) },
    from: parsed.from?.text ?? '',
    to: addresses.map((address) => address.text).join(', '),
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers: parsed.headers,
    links: text.match(LINK) ?? [],
  };
}

/** The sender of the apps createMailedTestApp makes. */
export const TEST_MAIL_FROM = 'VerifiedWork <no-reply@example.test>';

/** The real application with its mail going through SMTP to a TestMailbox of its own. */
export async function createMailedTestApp(
  settings: Record<string, string> = {},
): Promise<{ app: NestExpressApplication; mailbox: TestMailbox }> {
  const mailbox = await TestMailbox.start();
  const app = await createTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: TEST_MAIL_FROM, ...settings });
  return { app, mailbox };
}

/** Closes what createMailedTestApp made: the app first, so no send is cut off by a closed server. */
export async function closeMailedTestApp(app: NestExpressApplication | undefined, mailbox: TestMailbox | undefined): Promise<void> {
  await app?.close();
  await mailbox?.close();
}
