import { Controller, Get, Header, NotFoundException, Param, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiExcludeController } from '@nestjs/swagger';
import { simpleParser, type AddressObject } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { SecretInAnswer } from '../http/compression';
import { isLoopback } from '../http/loopback';
import { MailTransport } from './mail-transport';

const MESSAGE_FILE = /^[\w-]+\.eml$/;
const LISTED = 200;
const LINK = /https?:\/\/[^\s<>"')\]]+/g;

export type MailboxMessage = { id: string; date: string | null; from: string; to: string; subject: string; text: string; links: string[] };

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPED[character]);

/**
 * The development mailbox: the .eml files the embedded default writes instead of sending, listed
 * and shown, so a newcomer can open a verification or password-reset link without a mail server.
 * Absent (404) in production and whenever mail leaves through SMTP_URL; not part of the API's document.
 */
@ApiExcludeController()
@Controller('dev/mailbox')
export class DevMailboxController {
  /** Parsed messages by file name: a written .eml never changes, and a page polled often parses each once. */
  private readonly parsed = new Map<string, MailboxMessage>();

  constructor(
    private readonly config: AppConfig,
    private readonly transport: MailTransport,
  ) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  async page(@Req() request: Request): Promise<string> {
    const messages = await this.messages(request);
    const rows = messages
      .map(
        (message) =>
          `<li><a href="/api/dev/mailbox/${html(message.id)}">${html(message.subject || '(no subject)')}</a> — to ${html(message.to)}, ${html(message.date ?? '')}</li>`,
      )
      .join('\n');
    return page(
      'Development mailbox',
      `<p>Mail written to ${html(this.folder(request))} (SMTP_URL is not set).</p><ol>${rows || '<li>No mail yet.</li>'}</ol>`,
    );
  }

  /** The newest messages first, optionally only those to one address: what the browser tests read. */
  @Get('messages')
  @SecretInAnswer()
  async list(@Req() request: Request, @Query('to') to?: string): Promise<MailboxMessage[]> {
    const messages = await this.messages(request);
    const address = typeof to === 'string' ? to.trim().toLowerCase() : '';
    return address ? messages.filter((message) => message.to.toLowerCase().includes(address)) : messages;
  }

  @Get(':id')
  @Header('Content-Type', 'text/html; charset=utf-8')
  async message(@Req() request: Request, @Param('id') id: string): Promise<string> {
    if (!MESSAGE_FILE.test(id)) throw new NotFoundException('No such message');
    const parsed = await simpleParser(
      await readFile(join(this.folder(request), id)).catch(() => Promise.reject(new NotFoundException('No such message'))),
    );
    const message = toMessage(id, parsed);
    const links = message.links.map((link) => `<li><a href="${html(link)}">${html(link)}</a></li>`).join('');
    const body = `<p><a href="/api/dev/mailbox">All mail</a></p>
<dl><dt>From</dt><dd>${html(message.from)}</dd><dt>To</dt><dd>${html(message.to)}</dd><dt>Subject</dt><dd>${html(message.subject)}</dd><dt>Date</dt><dd>${html(message.date ?? '')}</dd></dl>
<h2>Links</h2><ul>${links || '<li>None</li>'}</ul>
<h2>HTML part</h2><iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" style="width:100%;height:600px;border:1px solid #ccc" srcdoc="${html(typeof parsed.html === 'string' ? parsed.html : '')}"></iframe>
<h2>Text part</h2><pre style="white-space:pre-wrap">${html(message.text)}</pre>`;
    return page(message.subject || 'Message', body);
  }

  /**
   * Only the embedded default writes files, and only a development machine may read them here:
   * every reset link is in them, so the mailbox answers a client on this machine's loopback alone
   * (the socket's own address: no forwarded header can claim it).
   */
  private folder(request: Request): string {
    if (this.config.NODE_ENV === 'production' || !this.transport.mailDir || !isLoopback(request.socket.remoteAddress)) {
      throw new NotFoundException('No development mailbox');
    }
    return this.transport.mailDir;
  }

  private async messages(request: Request): Promise<MailboxMessage[]> {
    const folder = this.folder(request);
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => MESSAGE_FILE.test(name));
    // Names start with the time written, so the newest sort last.
    const newest = names.sort().reverse().slice(0, LISTED);
    const messages = await Promise.all(
      newest.map(async (name) => this.parsed.get(name) ?? toMessage(name, await simpleParser(await readFile(join(folder, name))))),
    );
    // Only the listed ones stay cached, so the cache is as bounded as the list.
    this.parsed.clear();
    for (const message of messages) this.parsed.set(message.id, message);
    return messages;
  }
}

function toMessage(id: string, parsed: Awaited<ReturnType<typeof simpleParser>>): MailboxMessage {
  const text = parsed.text ?? '';
  const addresses = (value: AddressObject | AddressObject[] | undefined) =>
    ([] as AddressObject[])
      .concat(value ?? [])
      .map((address) => address.text)
      .join(', ');
  return {
    id,
    date: parsed.date?.toISOString() ?? null,
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text,
    links: [...new Set(text.match(LINK) ?? [])],
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem"><h1>${html(title)}</h1>${body}</body></html>`;
}
