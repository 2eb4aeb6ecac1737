import type { ContestKind, JobType, ReportType, Safety } from '../api/types';

/**
 * What a screen hands the safety notice of a post, a cover letter or a message (issue 40): the
 * verdict, what it is about, and who looks at it. The screens render the notice through the
 * route, which composes the safety feature with theirs.
 */
export type SafetyNoticeTarget = {
  safety: Safety;
  contentKind: ContestKind;
  contentId: string;
  /** The author sees why and may ask for a review; anyone else reads a warning. */
  viewer: 'author' | 'reader';
  /** What a reader may report from the warning, through the app's report dialog. */
  report?: { reportType: ReportType; targetId: string; subject: string };
  /** Blocks the author (a message's reader). */
  onBlock?: () => void;
};

/** How a post's kind is named when its verdict is contested. */
export function postContentKind(jobType: JobType): Extract<ContestKind, 'job_post' | 'availability_post'> {
  return jobType === 'job_offer' ? 'job_post' : 'availability_post';
}

/** Whether there is anything to tell: a warning to its reader, a warning or a hold to its author. */
export function hasSafetyNotice(safety: Safety): boolean {
  return safety.verdict !== 'clear';
}
