import { Query } from '@nestjs/cqrs';
import { ApiProperty } from '@nestjs/swagger';
import type { ScreenedKind, Speaker } from './domain/screen';
import { SIGNAL_CODES } from './domain/signals';

export * from './events';
export type { ScreenedKind, Speaker } from './domain/screen';

/*
 * What other contexts may use of safety: the screening every text passes before it is stored, and
 * the shape its verdict takes in their answers.
 */

/** Why a text was flagged: the signal's code and the plain-language reason shown to the reader. */
export type SafetyReasonView = { code: string; message: string };

/** The verdict a text carries in every answer that carries the text. */
export type SafetyView = { verdict: 'clear' | 'warn' | 'hold'; reasons: SafetyReasonView[] };

/** The most reasons a verdict gives: one per signal, or the one saying the check could not run. */
export const MAX_SAFETY_REASONS = SIGNAL_CODES.length;

/**
 * The safety check of a text about to be stored, inside the request: the rules, the author's
 * standing (a new unverified account's warning is held) and, for a message, whether a contract
 * binds the two. Never fails: if the check breaks, a new account's text is held and another's is
 * clear, and the failure is logged.
 */
export class ScreenTextQuery extends Query<SafetyView> {
  constructor(
    readonly kind: ScreenedKind,
    readonly authorId: string,
    readonly speaker: Speaker,
    readonly texts: readonly string[],
    /** The other party of a message: the contract's stage is part of the decision. */
    readonly counterpartId: string | null = null,
  ) {
    super();
  }
}

/** A text's verdict as the OpenAPI document describes it, for every context's answers. */
export class SafetyReasonResponse implements SafetyReasonView {
  @ApiProperty({
    description: 'The signal (docs/safety.md)',
    example: 'pay_to_work',
  })
  code: string;

  @ApiProperty({
    description: 'Why, in plain words, for the reader',
    example: 'This post asks you to pay before you start. Real employers never charge you to work.',
  })
  message: string;
}

export class SafetyResponse implements SafetyView {
  @ApiProperty({
    enum: ['clear', 'warn', 'hold'],
    description:
      'clear; warn: shown with a warning to its reader; hold: kept from others until an administrator releases or removes it (only its author and administrators see it)',
  })
  verdict: 'clear' | 'warn' | 'hold';

  @ApiProperty({ type: [SafetyReasonResponse], maxItems: MAX_SAFETY_REASONS, description: 'Empty when clear' })
  reasons: SafetyReasonResponse[];
}
