import { errorTable } from '../../../platform/errors/error-table';

export const {
  ReportTargetNotFound,
  CannotReportSelf,
  AlreadyReported,
  ReportNotFound,
  ReportNotPending,
  DisputeContractNotFound,
  DisputeAlreadyOpen,
  DisputeNotFound,
  DisputeTransitionNotAllowed,
  ResolutionRequired,
  ResolutionOnlyWhenResolving,
  UnknownCursor,
  ModerationUserNotFound,
  EnforcementSubjectNotFound,
  CannotActOnOwnAccount,
  CannotActOnAdministrator,
  AlreadyEnforced,
  EnforcementActionNotFound,
  EnforcementNotActive,
  MessageRemovalIsFinal,
  EndsAtOnlyForSuspension,
  EndsAtInThePast,
  AppealActionNotFound,
  AlreadyAppealed,
  AppealNotFound,
  AppealAlreadyDecided,
  CannotDecideOwnAction,
  CannotDecideOwnAppeal,
  AppealTokenInvalid,
} = errorTable('MODERATION', {
  /** Also what a reporter hears of a message they neither sent nor received: they cannot see it. */
  ReportTargetNotFound: { code: 'REPORT_TARGET_NOT_FOUND', message: 'Report target not found', kind: 'not_found' },
  CannotReportSelf: { code: 'SELF_REPORT', message: 'You cannot report yourself', kind: 'invalid' },
  AlreadyReported: {
    code: 'ALREADY_REPORTED',
    message: 'You have already reported this and the report is still pending',
    kind: 'conflict',
  },
  ReportNotFound: { code: 'REPORT_NOT_FOUND', message: 'Report not found', kind: 'not_found' },
  ReportNotPending: { code: 'REPORT_NOT_PENDING', message: 'This report has already been reviewed', kind: 'conflict' },
  /** Also what anyone who is not a party hears: a contract's existence is private. */
  DisputeContractNotFound: { code: 'CONTRACT_NOT_FOUND', message: 'Contract not found', kind: 'not_found' },
  DisputeAlreadyOpen: {
    code: 'DISPUTE_ALREADY_OPEN',
    message: 'This contract already has a dispute that is not resolved',
    kind: 'conflict',
  },
  DisputeNotFound: { code: 'DISPUTE_NOT_FOUND', message: 'Dispute not found', kind: 'not_found' },
  DisputeTransitionNotAllowed: {
    code: 'DISPUTE_TRANSITION_NOT_ALLOWED',
    message: (from: string, to: string) => `A dispute that is ${from} cannot become ${to}`,
    kind: 'conflict',
    details: (from: string, to: string) => ({ from, to }),
  },
  ResolutionRequired: { code: 'RESOLUTION_REQUIRED', message: 'Please describe the resolution', kind: 'invalid' },
  ResolutionOnlyWhenResolving: {
    code: 'RESOLUTION_ONLY_WHEN_RESOLVING',
    message: 'A resolution is given only with the status resolved',
    kind: 'invalid',
  },
  /** A `before` cursor that is no report or dispute of the list. */
  UnknownCursor: { code: 'UNKNOWN_CURSOR', message: 'before must be the id of an item of this list', kind: 'invalid' },
  /** The administrators' view of a user's reports or disputes names no account. */
  ModerationUserNotFound: { code: 'USER_NOT_FOUND', message: 'User not found', kind: 'not_found' },
  /** The account, job post, portfolio item or message an enforcement action names does not exist. */
  EnforcementSubjectNotFound: {
    code: 'ENFORCEMENT_SUBJECT_NOT_FOUND',
    message: 'There is no such account, job post, portfolio item or message',
    kind: 'not_found',
  },
  /** Also for the administrator's own content: nobody judges their own case. */
  CannotActOnOwnAccount: {
    code: 'CANNOT_ACT_ON_OWN_ACCOUNT',
    message: 'Administrators cannot act on their own account',
    kind: 'forbidden',
  },
  /** An administrator's account is taken away from the command line (the role), never suspended from the panel. */
  CannotActOnAdministrator: { code: 'CANNOT_ACT_ON_ADMINISTRATOR', message: 'Administrators cannot be suspended', kind: 'forbidden' },
  AlreadyEnforced: { code: 'ALREADY_ENFORCED', message: 'An action of this kind is already in force on it', kind: 'conflict' },
  EnforcementActionNotFound: { code: 'ENFORCEMENT_ACTION_NOT_FOUND', message: 'Enforcement action not found', kind: 'not_found' },
  EnforcementNotActive: {
    code: 'ENFORCEMENT_NOT_ACTIVE',
    message: (status: string) => `This action is no longer in force: it was ${status}`,
    kind: 'conflict',
    details: (status: string) => ({ status }),
  },
  /** The message's text was erased from the conversation; only the audit log keeps it. */
  MessageRemovalIsFinal: { code: 'ENFORCEMENT_NOT_LIFTABLE', message: 'A removed message cannot be restored', kind: 'conflict' },
  EndsAtOnlyForSuspension: { code: 'ENDS_AT_ONLY_FOR_SUSPENSION', message: 'Only a suspension has an end date', kind: 'invalid' },
  EndsAtInThePast: { code: 'ENDS_AT_IN_THE_PAST', message: 'The end of a suspension must be in the future', kind: 'invalid' },
  /** Also what anyone but the action's subject hears: whose actions exist is not theirs to learn. */
  AppealActionNotFound: {
    code: 'APPEAL_ACTION_NOT_FOUND',
    message: 'There is no such action on your account or content',
    kind: 'not_found',
  },
  AlreadyAppealed: { code: 'ALREADY_APPEALED', message: 'You have already appealed this action', kind: 'conflict' },
  AppealNotFound: { code: 'APPEAL_NOT_FOUND', message: 'Appeal not found', kind: 'not_found' },
  AppealAlreadyDecided: {
    code: 'APPEAL_ALREADY_DECIDED',
    message: (status: string) => `This appeal was already decided: ${status}`,
    kind: 'conflict',
    details: (status: string) => ({ status }),
  },
  /** Nobody judges their own decision: another administrator decides the appeal. */
  CannotDecideOwnAction: {
    code: 'CANNOT_DECIDE_OWN_ACTION',
    message: 'You took this action: another administrator must decide its appeal',
    kind: 'forbidden',
  },
  CannotDecideOwnAppeal: { code: 'CANNOT_DECIDE_OWN_APPEAL', message: 'You cannot decide your own appeal', kind: 'forbidden' },
  /** A suspended user's appeal token that this server did not sign for them, or that expired. */
  AppealTokenInvalid: {
    code: 'APPEAL_TOKEN_INVALID',
    message: 'This appeal link has expired. Sign in again to appeal.',
    kind: 'invalid',
  },
});
