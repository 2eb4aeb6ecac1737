import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { AlreadyContested, NothingToUphold, NotContestable, ReviewAlreadyDecided } from './safety-errors';
import { SCREENED_KINDS, type SafetyReason, type ScreenedKind } from './screen';

export const REVIEW_STATUSES = ['held', 'warned', 'contested', 'released', 'removed', 'upheld', 'superseded'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What waits for an administrator: held texts, and warnings their authors contested. */
export const OPEN_REVIEW_STATUSES: readonly ReviewStatus[] = ['held', 'contested'];
export type ReviewDecision = 'released' | 'removed' | 'upheld';

/** The longest text a review keeps: the longest text the product accepts (a post's description). */
export const REVIEWED_TEXT_MAX_LENGTH = 12_000;

/**
 * The safety check's record of one warned or held text (a post, an application, a message): what
 * it said when judged (a snapshot, so an edit cannot hide it), why, the author's one contest and
 * the administrator's decision. A later screening of the same text (an edit) replaces the verdict.
 */
@Entity({ tableName: 'safety_reviews' })
@Unique({ name: 'safety_reviews_content_unique', properties: ['contentKind', 'contentId'] })
@Index({ name: 'safety_reviews_author_id_index', properties: ['authorId'] })
@Index({ name: 'safety_reviews_status_created_at_index', properties: ['status', 'createdAt', 'id'] })
@Index({
  name: 'safety_reviews_open_index',
  expression: `create index "safety_reviews_open_index" on "safety_reviews" ("created_at", "id") where "status" in ('held', 'contested')`,
})
export class SafetyReview {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Enum({ items: [...SCREENED_KINDS] })
  contentKind: ScreenedKind;

  @Property({ type: 'uuid' })
  contentId: string;

  @Property({ type: 'uuid' })
  authorId: string;

  @Enum({ items: ['warn', 'hold'] })
  verdict: 'warn' | 'hold';

  @Property({ type: 'json' })
  reasons: SafetyReason[];

  @Property({ type: 'text' })
  text: string;

  @Enum({ items: [...REVIEW_STATUSES] })
  status: ReviewStatus;

  /** When the text was judged: a screening older than this one (a late duplicate) changes nothing. */
  @Property({ type: 'timestamptz' })
  screenedAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  contestedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  contestNote: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  decidedBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  decisionNote: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(props: {
    contentKind: ScreenedKind;
    contentId: string;
    authorId: string;
    verdict: 'warn' | 'hold';
    reasons: SafetyReason[];
    text: string;
    screenedAt: Date;
  }) {
    this.contentKind = props.contentKind;
    this.contentId = props.contentId;
    this.authorId = props.authorId;
    this.verdict = props.verdict;
    this.reasons = props.reasons;
    this.text = props.text.slice(0, REVIEWED_TEXT_MAX_LENGTH);
    this.status = props.verdict === 'hold' ? 'held' : 'warned';
    this.screenedAt = props.screenedAt;
    this.createdAt = props.screenedAt;
  }

  isOpen(): boolean {
    return OPEN_REVIEW_STATUSES.includes(this.status);
  }

  /**
   * The author changed the text and it was judged again: a new verdict starts the review afresh
   * (an earlier release does not cover words it never saw); a clear one closes it as superseded.
   */
  rescreen(verdict: 'clear' | 'warn' | 'hold', reasons: SafetyReason[], text: string, at: Date): void {
    if (at < this.screenedAt || this.status === 'removed') return;
    this.screenedAt = at;
    if (verdict === 'clear') {
      if (this.status !== 'released' && this.status !== 'upheld') this.status = 'superseded';
      return;
    }
    this.verdict = verdict;
    this.reasons = reasons;
    this.text = text.slice(0, REVIEWED_TEXT_MAX_LENGTH);
    this.status = verdict === 'hold' ? 'held' : 'warned';
    this.contestedAt = null;
    this.contestNote = null;
    this.decidedAt = null;
    this.decidedBy = null;
    this.decisionNote = null;
  }

  /** The author asks an administrator to look again, once: a warning joins the queue; a hold carries the note. */
  contest(note: string, at: Date): void {
    if (this.contestedAt !== null) throw new AlreadyContested();
    if (this.status !== 'held' && this.status !== 'warned') throw new NotContestable();
    this.contestedAt = at;
    this.contestNote = note;
    if (this.status === 'warned') this.status = 'contested';
  }

  /** An administrator decides an open item: released (published, warning lifted), removed, or a contested warning upheld. */
  decide(decision: ReviewDecision, adminId: string, note: string, at: Date): void {
    if (!this.isOpen()) throw new ReviewAlreadyDecided();
    if (decision === 'upheld' && this.status !== 'contested') throw new NothingToUphold();
    this.status = decision;
    this.decidedAt = at;
    this.decidedBy = adminId;
    this.decisionNote = note;
  }
}
