/**
 * Every action name the audit log holds, as the code records it (recordAdminAction in the contexts
 * and the log's own export), with its family (the part before the dot) and what it means in plain
 * words. The filter takes a name or a family from here, and the screen's action select lists them;
 * audit-actions.spec.ts fails on a name the code records that is missing here.
 */
export const AUDIT_ACTIONS = [
  { name: 'verification.approved', label: 'Approved an identity verification' },
  { name: 'verification.rejected', label: 'Rejected an identity verification' },
  { name: 'verification.documents_opened', label: 'Opened the ID documents of a verification' },
  { name: 'report.resolved', label: 'Resolved a report' },
  { name: 'report.dismissed', label: 'Dismissed a report' },
  { name: 'dispute.under_review', label: 'Took a dispute under review' },
  { name: 'dispute.resolved', label: 'Resolved a dispute' },
  { name: 'enforcement.suspended', label: 'Suspended an account' },
  { name: 'enforcement.job_taken_down', label: 'Took down a job post' },
  { name: 'enforcement.portfolio_item_taken_down', label: 'Took down a portfolio item' },
  { name: 'enforcement.message_removed', label: 'Removed a message' },
  { name: 'enforcement.lifted', label: 'Lifted an enforcement action' },
  { name: 'appeal.upheld', label: 'Upheld an appeal’s action' },
  { name: 'appeal.lifted', label: 'Lifted an action on appeal' },
  { name: 'safety.released', label: 'Released a held text' },
  { name: 'safety.removed', label: 'Removed a flagged text' },
  { name: 'safety.upheld', label: 'Kept a contested safety warning' },
  { name: 'conversation.opened', label: 'Read a private conversation' },
  { name: 'two_factor.enrolled', label: 'Turned on two-factor sign-in' },
  { name: 'two_factor.re_enrolled', label: 'Set up two-factor sign-in again' },
  { name: 'two_factor.disabled', label: 'Turned off two-factor sign-in' },
  { name: 'two_factor.recovery_codes_regenerated', label: 'Made new recovery codes' },
  { name: 'two_factor.recovery_code_used', label: 'Used a recovery code' },
  { name: 'audit_log.exported', label: 'Exported the audit log' },
] as const;

export type AuditActionName = (typeof AUDIT_ACTIONS)[number]['name'];

/** The families, by the part of the name before the dot, with what the screen calls them. */
export const AUDIT_ACTION_FAMILIES = [
  { family: 'verification', label: 'Identity verifications' },
  { family: 'report', label: 'Reports' },
  { family: 'dispute', label: 'Disputes' },
  { family: 'enforcement', label: 'Enforcement actions' },
  { family: 'appeal', label: 'Appeals' },
  { family: 'safety', label: 'Safety queue' },
  { family: 'conversation', label: 'Conversations read' },
  { family: 'two_factor', label: 'Two-factor sign-in' },
  { family: 'audit_log', label: 'Audit log' },
] as const;

export type AuditActionFamily = (typeof AUDIT_ACTION_FAMILIES)[number]['family'];

/** The family of an action name: what comes before its dot. */
export function familyOf(name: string): string {
  return name.slice(0, name.indexOf('.'));
}

/**
 * What the `action` filter takes: an action's name (exactly that action), or a family followed by
 * its dot (`enforcement.`: every action of the family).
 */
export const AUDIT_ACTION_FILTERS: readonly string[] = [
  ...AUDIT_ACTION_FAMILIES.map(({ family }) => `${family}.`),
  ...AUDIT_ACTIONS.map(({ name }) => name),
];

/** The administrator's action of reading the log out as a file (the export records itself). */
export const AUDIT_LOG_EXPORTED: AuditActionName = 'audit_log.exported';
