import type { Attachments, AttachmentView } from '../../../platform/attachments/public';
import type { MilestoneRow } from '../infrastructure/milestones-read-repository';
import type { MilestoneStatus, SubmissionOutcome } from '../domain/milestone-rules';

/** A milestone's latest submission, with its files. */
export type SubmissionView = {
  id: string;
  note: string;
  submittedAt: string;
  autoApproveAt: string;
  outcome: SubmissionOutcome | null;
  outcomeNote: string | null;
  decidedAt: string | null;
  attachments: AttachmentView[];
};

export type MilestoneView = {
  id: string;
  position: number;
  title: string;
  dueDate: string | null;
  description: string;
  status: MilestoneStatus;
  latestSubmission: SubmissionView | null;
};

/** The milestones with their latest submission's files, read in one statement for all. */
export async function withFiles(attachments: Attachments, milestones: MilestoneRow[]): Promise<MilestoneView[]> {
  const submissionIds = milestones.flatMap((milestone) => (milestone.latestSubmission ? [milestone.latestSubmission.id] : []));
  const files = await attachments.viewsOf('milestone_submission', submissionIds);
  return milestones.map(({ latestSubmission, ...milestone }) => ({
    ...milestone,
    latestSubmission: latestSubmission && { ...latestSubmission, attachments: files.get(latestSubmission.id) ?? [] },
  }));
}
