import { ReportNotPending } from './moderation-errors';
import { Report } from './report.entity';

function report(): Report {
  return new Report({
    reporterId: 'a0000000-0000-4000-8000-000000000001',
    reportType: 'job',
    targetId: 'b0000000-0000-4000-8000-000000000002',
    targetUserId: 'c0000000-0000-4000-8000-000000000003',
    reason: 'Asks for payment outside the platform',
    evidence: null,
    snapshot: {
      job: {
        jobType: 'job_offer',
        title: 'Chat operator',
        description: 'Pay a fee first',
        category: 'chat-operator',
        duration: null,
        tags: [],
        status: 'open',
        takenDown: false,
      },
    },
    createdAt: new Date('2026-11-20T10:00:00Z'),
  });
}

describe('Report', () => {
  it('starts pending, without a note', () => {
    expect(report()).toMatchObject({ status: 'pending', note: null, reviewedAt: null });
  });

  it.each(['resolved', 'dismissed'] as const)('is %s once, with the note', (outcome) => {
    const subject = report();
    const now = new Date('2026-11-21T09:00:00Z');
    subject.close(outcome, 'Checked the post', now);
    expect(subject).toMatchObject({ status: outcome, note: 'Checked the post', reviewedAt: now });
    expect(() => subject.close('resolved', 'Again', new Date())).toThrow(ReportNotPending);
    expect(subject).toMatchObject({ status: outcome, note: 'Checked the post', reviewedAt: now });
  });
});
