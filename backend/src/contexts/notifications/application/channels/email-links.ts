import { Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { AppConfig } from '../../../../config/app-config';
import { SessionSettings } from '../../../../platform/auth/session-settings';
import { EmailLinkInvalid } from '../../domain/notifications-errors';
import { signUnsubscribeToken, UnsubscribeTarget, verifyUnsubscribeToken } from '../../domain/unsubscribe-token';

/** What an email carries to turn its topic off: the RFC 8058 headers, and the page its footer links to. */
export type UnsubscribeLinks = { headers: Record<string, string>; pageUrl: string };

/**
 * The absolute links emails carry (config.publicUrl), and the signed unsubscribe links. The
 * signing key is derived from the session secret, so no new secret needs setting up; changing
 * SESSION_SECRET makes the links of emails already sent invalid.
 */
@Injectable()
export class EmailLinks {
  private readonly key: Buffer;

  constructor(
    private readonly config: AppConfig,
    session: SessionSettings,
  ) {
    this.key = createHmac('sha256', session.secret).update('email unsubscribe links').digest();
  }

  /** A screen of the app, e.g. `/contracts/{id}`. */
  screen(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  unsubscribe(target: UnsubscribeTarget): UnsubscribeLinks {
    const token = encodeURIComponent(signUnsubscribeToken(this.key, target));
    return {
      // RFC 8058: mail providers show an "Unsubscribe" button and POST to the URL, signed out.
      headers: {
        'List-Unsubscribe': `<${this.config.publicUrl}/api/email/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      pageUrl: `${this.config.publicUrl}/unsubscribe?token=${token}`,
    };
  }

  /** The user and topic (or saved search) of an unsubscribe token; EmailLinkInvalid when this server did not sign it. */
  targetOf(token: string): UnsubscribeTarget {
    const target = verifyUnsubscribeToken(this.key, token);
    if (!target) throw new EmailLinkInvalid();
    return target;
  }
}
