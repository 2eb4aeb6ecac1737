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
 * Judges a text inside the request (docs/safety.md). The rules are pure and in memory; what they
 * need of the author (account age, verified badge) and of the pair (a contract) is read first.
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
    const [standings, contractExists] = await Promise.all([
      this.queryBus.execute(new GetAccountStandingsQuery([authorId])),
      counterpartId ? this.queryBus.execute(new HasContractBetweenQuery(authorId, counterpartId)) : Promise.resolve(false),
    ]);
    const standing = standings.get(authorId);
    const newAccount = !standing || this.clock.now().getTime() - standing.joinedAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS;
    try {
      return this.rules.screen({
        kind,
        texts: [...texts],
        speaker,
        contractExists,
        author: { newAccount, verified: standing?.isVerified ?? false },
      });
    } catch (error) {
      // The text is never lost for a broken check: a new account's waits for a person, another's goes through.
      this.logger.error(`The safety check failed on a ${kind} of ${authorId}: ${error instanceof Error ? error.stack : String(error)}`);
      return newAccount ? { verdict: 'hold', reasons: [CHECK_UNAVAILABLE] } : { verdict: 'clear', reasons: [] };
    }
  }
}
