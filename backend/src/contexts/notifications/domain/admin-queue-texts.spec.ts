import { adminQueueDigestText, newQueueItemText, waitedFor } from './admin-queue-texts';

describe('what administrators are told of their queues', () => {
  it('names what arrived and about whom, without its content', () => {
    expect(newQueueItemText('reports', 'Ana Lee')).toEqual({
      title: 'New report to review',
      message: 'A member reported Ana Lee, or something of theirs.',
    });
    expect(newQueueItemText('verifications', 'Bo Chen').title).toBe('New verification to review');
    expect(newQueueItemText('disputes', null)).toEqual({ title: 'New dispute', message: 'A dispute was opened on a contract.' });
    expect(newQueueItemText('safety', 'Bo Chen').title).toBe('Text held by the scam shield');
    expect(newQueueItemText('appeals', 'Bo Chen').message).toBe("Bo Chen appealed an administrator's decision.");
  });

  it('says how long the oldest item has waited in whole units', () => {
    expect(waitedFor(20_000)).toBe('less than a minute');
    expect(waitedFor(60_000)).toBe('1 minute');
    expect(waitedFor(59 * 60_000 + 59_000)).toBe('59 minutes');
    expect(waitedFor(61 * 60_000)).toBe('1 hour');
    expect(waitedFor(47 * 3_600_000)).toBe('47 hours');
    expect(waitedFor(50 * 3_600_000)).toBe('2 days');
  });

  it('counts each queue with work, and leads to the one whose oldest item waited longest', () => {
    const now = new Date('2026-12-04T12:00:00Z');
    const digest = adminQueueDigestText(
      [
        { kind: 'verifications', open: 1, oldestAt: new Date('2026-12-04T11:50:00Z') },
        { kind: 'reports', open: 3, oldestAt: new Date('2026-12-04T09:30:00Z') },
        { kind: 'disputes', open: 0, oldestAt: null },
      ],
      now,
    );
    expect(digest).toEqual({
      subject: '4 items wait for administrators',
      preview: 'Verifications: 1, Reports: 3',
      paragraphs: [
        'New work came to the admin panel of VerifiedWork. What waits for a decision now:',
        'Verifications: 1 waiting, the oldest for 10 minutes.',
        'Reports: 3 waiting, the oldest for 2 hours.',
        'Take an item in the panel before you work on it, so no other administrator works the same one.',
      ],
      screen: '/admin/reports',
    });
    expect(adminQueueDigestText([{ kind: 'appeals', open: 1, oldestAt: now }], now)?.subject).toBe('1 item waits for administrators');
  });

  it('is nothing when no queue has work left', () => {
    expect(adminQueueDigestText([{ kind: 'reports', open: 0, oldestAt: null }], new Date())).toBeNull();
  });
});
