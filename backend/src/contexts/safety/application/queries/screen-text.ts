import { Logger } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { HasContractBetweenQuery } from '../../../contracting/public';
import { GetAccountStandingsQuery } from '../../../identity/public';
import { NEW_ACCOUNT_DAYS } from '../../domain/screen';
import { SafetyRules } from '../../domain/safety-rules';
import { ScreenTextQuery, SafetyView } from '../../public';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a held text says when the check itself failed: no rule judged it, a person will. */
export const CHECK_UNAVAILABLE = {
  code: 'check_unavailable',
  message: 'Our safety check could not read this just now, so an administrator will look at it shortly.',
};

/**
 * Judges a text inside the request (docs/safety.md). The rules are pure and in memory. What they
 * need of the author (account age, verified badge) and of the pair (a contract) can only make a
 * flagged text's verdict harsher (a new account's warning is held) or milder (contact details
 * after a contract), never flag a clean one: so the text is read first as an established account's
 * before any contract, and those two reads happen only for a text that reading flags, or when the
 * rules fail. Most texts, clean, cost no query.
 */
@QueryHandler(ScreenTextQuery)
export class ScreenTextHandler implements IQueryHandler<ScreenTextQuery> {
  private readonly logger = new Logger('SafetyCheck');

  constructor(
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
    private readonly rules: SafetyRules,
  ) {}

  async execute({ kind, authorId, speaker, texts, counterpartId }: ScreenTextQuery): Promise<SafetyView> {
    const input = { kind, texts: [...texts], speaker };
    try {
      const first = this.rules.screen({ ...input, contractExists: false, author: { newAccount: false, verified: true } });
      if (first.verdict === 'clear') return first;
      const [{ newAccount, verified }, contractExists] = await Promise.all([
        this.standingOf(authorId),
        counterpartId ? this.queryBus.execute(new HasContractBetweenQuery(authorId, counterpartId)) : Promise.resolve(false),
      ]);
      return this.rules.screen({ ...input, contractExists, author: { newAccount, verified } });
    } catch (error) {
      // The text is never lost for a broken check: a new account's waits for a person, another's goes through.
      this.logger.error(`The safety check failed on a ${kind} of ${authorId}: ${error instanceof Error ? error.stack : String(error)}`);
      const { newAccount } = await this.standingOf(authorId);
      return newAccount ? { verdict: 'hold', reasons: [CHECK_UNAVAILABLE] } : { verdict: 'clear', reasons: [] };
    }
  }

  /** Whether the author's account is new (or unknown) and holds the verified badge. */
  private async standingOf(authorId: string): Promise<{ newAccount: boolean; verified: boolean }> {
    const standing = (await this.queryBus.execute(new GetAccountStandingsQuery([authorId]))).get(authorId);
    const newAccount = !standing || this.clock.now().getTime() - standing.joinedAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
    return { newAccount, verified: standing?.isVerified ?? false };
  }
}
