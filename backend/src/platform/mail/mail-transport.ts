import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config';

/** Bounded well inside MailSender's claim on a message, so a hung server fails the send rather than the claim. */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** One rendered email, ready to leave. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

/**
 * Hands rendered mail to SMTP_URL, or, without one, writes each message as an .eml file under
 * MAIL_DIR (the embedded default, read by the development mailbox). Production without SMTP_URL
 * starts, loudly: nobody would receive the links that verify addresses and reset passwords.
 */
@Injectable()
export class MailTransport implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly transporter: Transporter;
  /** The folder .eml files go to; null when mail leaves through SMTP. */
  readonly mailDir: string | null;

  constructor(
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.mailDir = config.SMTP_URL ? null : resolve(config.MAIL_DIR);
    this.transporter = config.SMTP_URL
      ? nodemailer.createTransport({ url: config.SMTP_URL, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS_MS })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  onApplicationBootstrap(): void {
    if (this.mailDir && this.config.NODE_ENV === 'production') {
      this.logger.warn(
        `SMTP_URL is not set: emails are written to ${this.mailDir} and nobody receives them (account links, notifications)`,
      );
    }
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail({ from: this.config.MAIL_FROM, ...mail });
    if (!this.mailDir) return;
    await mkdir(this.mailDir, { recursive: true });
    // Written aside and renamed, so the mailbox never lists half a message.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    const partial = join(this.mailDir, `.${name}.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, join(this.mailDir, name));
  }
}
