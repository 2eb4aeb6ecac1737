import type { AdminQueueKind } from '../../../platform/admin-queues/admin-queue';

/** How the digest names each queue: as the admin panel's sections do. */
export const ADMIN_QUEUE_LABELS: Record<AdminQueueKind, string> = {
  verifications: 'Verifications',
  reports: 'Reports',
  disputes: 'Disputes',
  safety: 'Safety (texts held by the scam shield)',
  appeals: 'Appeals',
};

const NEW_ITEM_TITLES: Record<AdminQueueKind, string> = {
  verifications: 'New verification to review',
  reports: 'New report to review',
  disputes: 'New dispute',
  safety: 'Text held by the scam shield',
  appeals: 'New appeal',
};

/**
 * What the bell tells every administrator of a new item: what arrived and about whom (the name of
 * the person it concerns, when it names one). Never the content itself: a report's reason, a held
 * text or a private message stays in the panel, which audits who opens it.
 */
export function newQueueItemText(kind: AdminQueueKind, person: string | null): { title: string; message: string } {
  return { title: NEW_ITEM_TITLES[kind], message: newQueueItemMessage(kind, person) };
}

function newQueueItemMessage(kind: AdminQueueKind, person: string | null): string {
  switch (kind) {
    case 'verifications':
      return person ? `${person} submitted their identity for verification.` : 'An identity verification was submitted.';
    case 'reports':
      return person ? `A member reported ${person}, or something of theirs.` : 'A member filed a report.';
    case 'disputes':
      return person ? `A dispute was opened against ${person} on a contract.` : 'A dispute was opened on a contract.';
    case 'safety':
      return person ? `The scam shield held a text by ${person} for review.` : 'The scam shield held a text for review.';
    case 'appeals':
      return person ? `${person} appealed an administrator's decision.` : "An administrator's decision was appealed.";
  }
}

/** What waits in one queue when a digest is sent. */
export type QueueWait = { kind: AdminQueueKind; open: number; oldestAt: Date | null };

export type AdminQueueDigestText = { subject: string; preview: string; paragraphs: string[]; screen: string };

/**
 * The digest of work waiting in the administrators' queues: how many items wait in each queue
 * now and for how long the oldest has, leading to the section whose oldest item has waited the
 * longest. Null when nothing waits (the items were decided before the digest was due).
 */
export function adminQueueDigestText(queues: readonly QueueWait[], now: Date): AdminQueueDigestText | null {
  const waiting = queues.filter((queue) => queue.open > 0);
  if (waiting.length === 0) return null;
  const total = waiting.reduce((sum, queue) => sum + queue.open, 0);
  const longest = waiting.reduce((oldest, queue) => (age(queue, now) > age(oldest, now) ? queue : oldest));
  return {
    subject: total === 1 ? '1 item waits for administrators' : `${total} items wait for administrators`,
    preview: waiting.map((queue) => `${ADMIN_QUEUE_LABELS[queue.kind]}: ${queue.open}`).join(', '),
    paragraphs: [
      'New work came to the admin panel of VerifiedWork. What waits for a decision now:',
      ...waiting.map((queue) => {
        const items = queue.open === 1 ? '1 waiting' : `${queue.open} waiting`;
        return queue.oldestAt
          ? `${ADMIN_QUEUE_LABELS[queue.kind]}: ${items}, the oldest for ${waitedFor(age(queue, now))}.`
          : `${ADMIN_QUEUE_LABELS[queue.kind]}: ${items}.`;
      }),
      'Take an item in the panel before you work on it, so no other administrator works the same one.',
    ],
    screen: `/admin/${longest.kind}`,
  };
}

function age(queue: QueueWait, now: Date): number {
  return queue.oldestAt ? now.getTime() - queue.oldestAt.getTime() : 0;
}

/** "less than a minute", "1 minute", "40 minutes", "3 hours", "2 days": whole units, rounded down. */
export function waitedFor(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
