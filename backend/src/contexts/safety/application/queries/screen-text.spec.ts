import { Logger } from '@nestjs/common';
import { Query, QueryBus } from '@nestjs/cqrs';
import { HasContractBetweenQuery } from '../../../contracting/public';
import { AccountStanding, GetAccountStandingsQuery } from '../../../identity/public';
import { Clock } from '../../../../platform/clock/clock';
import { SafetyRules } from '../../domain/safety-rules';
import { ScreenTextQuery } from '../../public';
import { CHECK_UNAVAILABLE, ScreenTextHandler } from './screen-text';

const NOW = new Date('2026-11-29T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

/** Answers the two questions the check asks of identity and contracting, as those contexts would. */
function answering(standing: AccountStanding | undefined, contract = false): QueryBus {
  return {
    execute: async (query: Query<unknown>) => {
      if (query instanceof GetAccountStandingsQuery) return new Map(standing ? [[query.userIds[0], standing]] : []);
      if (query instanceof HasContractBetweenQuery) return contract;
      throw new Error(`unexpected ${query.constructor.name}`);
    },
  } as unknown as QueryBus;
}

const clock = { now: () => NOW } as Clock;

/** Rules that break, as a bug or an exhausted stack would. */
class BrokenRules extends SafetyRules {
  override screen(): never {
    throw new RangeError('Maximum call stack size exceeded');
  }
}

describe('ScreenTextHandler', () => {
  const fee = new ScreenTextQuery('job_post', 'author', 'client', ['Pay a $25 registration fee before you start.']);
  const telegram = new ScreenTextQuery('message', 'author', 'client', ['Message me on Telegram @hr_recruit'], 'receiver');

  const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

  it('judges with the rules, the account’s age and the pair’s contract', async () => {
    const old = { isVerified: false, joinedAt: new Date(NOW.getTime() - 30 * DAY) };
    expect((await new ScreenTextHandler(answering(old), clock, new SafetyRules()).execute(fee)).verdict).toBe('hold');
    // Moving off the platform: a warning from an older account, held from a new one, plain talk once a contract binds them.
    expect((await new ScreenTextHandler(answering(old), clock, new SafetyRules()).execute(telegram)).verdict).toBe('warn');
    const fresh = { isVerified: false, joinedAt: new Date(NOW.getTime() - DAY) };
    expect((await new ScreenTextHandler(answering(fresh), clock, new SafetyRules()).execute(telegram)).verdict).toBe('hold');
    expect((await new ScreenTextHandler(answering(fresh, true), clock, new SafetyRules()).execute(telegram)).verdict).toBe('clear');
  });

  it('asks identity and contracting nothing about a clean text', async () => {
    const asked: string[] = [];
    const recording = {
      execute: async (query: Query<unknown>) => {
        asked.push(query.constructor.name);
        return answering(undefined).execute(query);
      },
    } as unknown as QueryBus;
    const clean = new ScreenTextQuery('message', 'author', 'client', ['See you on Monday for the handover call.'], 'receiver');
    expect(await new ScreenTextHandler(recording, clock, new SafetyRules()).execute(clean)).toEqual({ verdict: 'clear', reasons: [] });
    expect(asked).toEqual([]);
    await new ScreenTextHandler(recording, clock, new SafetyRules()).execute(telegram);
    expect(asked.sort()).toEqual(['GetAccountStandingsQuery', 'HasContractBetweenQuery']);
  });

  it('never loses the text when the check breaks: a new account’s is held for a person, another’s goes through', async () => {
    const fresh = { isVerified: false, joinedAt: new Date(NOW.getTime() - DAY) };
    const old = { isVerified: true, joinedAt: new Date(NOW.getTime() - 90 * DAY) };
    expect(await new ScreenTextHandler(answering(fresh), clock, new BrokenRules()).execute(fee)).toEqual({
      verdict: 'hold',
      reasons: [CHECK_UNAVAILABLE],
    });
    expect(await new ScreenTextHandler(answering(old), clock, new BrokenRules()).execute(fee)).toEqual({ verdict: 'clear', reasons: [] });
    // An account the directory does not know counts as new.
    expect((await new ScreenTextHandler(answering(undefined), clock, new BrokenRules()).execute(fee)).verdict).toBe('hold');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('The safety check failed on a job_post of author: RangeError'));
  });
});
