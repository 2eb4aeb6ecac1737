import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';
import type { ScreenedKind } from './domain/screen';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code but its own domain types.
 */

/**
 * An administrator decided a warned or held text: released (published or delivered, the warning
 * lifted), removed, or a contested warning upheld. The context that owns the text applies it; the
 * author is told.
 */
@IntegrationEventType('safety.review_decided')
export class SafetyReviewDecided extends IntegrationEvent {
  constructor(
    readonly reviewId: string,
    readonly contentKind: ScreenedKind,
    readonly contentId: string,
    readonly authorId: string,
    readonly decision: 'released' | 'removed' | 'upheld',
    readonly note: string,
  ) {
    super();
  }
}
