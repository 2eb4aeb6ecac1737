import type { PersonView } from '../../identity/public';
import type { ConversationExcerptMessage } from '../../messaging/public';
import type { ReportType } from '../domain/report.entity';
import type { ReportedContent, ReportedJob, ReportedMessage, ReportedProfile } from '../domain/reported-content';
import type { FrozenOffer } from '../../contracting/public';

/** How many messages a message report's context shows on each side of the reported one. */
export const REPORT_WINDOW_AROUND = 10;

/** How many of the parties' messages a dispute's context shows at once, newest first. */
export const DISPUTE_CONVERSATION_PAGE = 30;

/** A message of a private conversation as an administrator reads it (each reading is audited). */
export type ContextMessageView = {
  id: string;
  senderId: string;
  receiverId: string;
  /** Empty once an administrator removed it. */
  content: string;
  sentAt: string;
  removed: boolean;
};

/** A message of the window around a reported message: the reported one is marked. */
export type WindowMessageView = ContextMessageView & { reported: boolean };

/** What a report is about, as it was or as it is: the part of the report's type set, the others null. */
export type ReportedContentView = { job: ReportedJob | null; profile: ReportedProfile | null; message: ReportedMessage | null };

/** The reported message where it was said: who wrote it to whom, and the conversation around it. */
export type ReportedMessageContextView = {
  messageId: string;
  sentAt: string;
  sender: PersonView | null;
  receiver: PersonView | null;
  conversationId: string;
  /** Up to REPORT_WINDOW_AROUND messages before it, it, and up to as many after, in conversation order. */
  messages: WindowMessageView[];
  hasEarlier: boolean;
  hasLater: boolean;
};

export type AdminReportContextView = {
  reportId: string;
  reportType: ReportType;
  /** As it was when the report was filed; null for a report filed before snapshots were kept. */
  asReported: ReportedContentView | null;
  /** As it is now; null once it is gone (a deleted post or account). */
  now: ReportedContentView | null;
  /** For a message report whose message still exists: its sender, receiver and conversation; null otherwise. */
  message: ReportedMessageContextView | null;
};

export type DisputedContractView = {
  id: string;
  jobId: string;
  jobTitle: string;
  terms: string;
  /** The accepted version of the offer, frozen on the contract (decision 0072); null for contracts made before offers. */
  offer: FrozenOffer | null;
  status: 'active' | 'completed';
  startedAt: string;
  completedAt: string | null;
};

export type PartiesConversationView = {
  conversationId: string;
  /** The newest messages (before the cursor when given), oldest first. */
  messages: ContextMessageView[];
  hasEarlier: boolean;
};

export type AdminDisputeContextView = {
  disputeId: string;
  /** The contract's terms and dates; null only if the contract is gone. */
  contract: DisputedContractView | null;
  /** The job post the contract came from, as it is now; null once it is gone. */
  job: ReportedJob | null;
  client: PersonView | null;
  freelancer: PersonView | null;
  /** The parties' conversation; null when they never wrote to each other. */
  conversation: PartiesConversationView | null;
};

export function toReportedContentView(content: ReportedContent | null): ReportedContentView | null {
  if (!content) return null;
  return {
    job: 'job' in content ? content.job : null,
    profile: 'profile' in content ? content.profile : null,
    message: 'message' in content ? content.message : null,
  };
}

export function toContextMessageView(message: ConversationExcerptMessage): ContextMessageView {
  const { id, senderId, receiverId, content, sentAt, removed } = message;
  return { id, senderId, receiverId, content, sentAt: sentAt.toISOString(), removed };
}
