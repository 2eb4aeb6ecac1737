import { Injectable } from '@nestjs/common';
import { SessionSettings } from '../../../platform/auth/session-settings';
import { AppealTokenClaims, appealTokenKey, signAppealToken, verifyAppealToken } from '../domain/appeal-token';

/**
 * Signs and reads the tokens a suspended user's sign-in refusal carries to file the appeal of the
 * suspension signed out (decision 0065). The key is derived from the session secret for this use
 * only; changing SESSION_SECRET ends the tokens already given, which live an hour anyway.
 */
@Injectable()
export class AppealTokens {
  private readonly key: Buffer;

  constructor(settings: SessionSettings) {
    this.key = appealTokenKey(settings.secret);
  }

  sign(claims: AppealTokenClaims, now: Date): string {
    return signAppealToken(this.key, claims, now);
  }

  read(token: string, now: Date): AppealTokenClaims | null {
    return verifyAppealToken(this.key, token, now);
  }
}
