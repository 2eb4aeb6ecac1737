import { Dispute, DisputeStatus, DisputeUpdate } from './dispute.entity';
import { DisputeTransitionNotAllowed, ResolutionOnlyWhenResolving, ResolutionRequired } from './moderation-errors';

const OPENED = new Date('2026-11-20T10:00:00Z');

function dispute(status: DisputeStatus = 'open'): Dispute {
  const subject = new Dispute({
    contractId: 'c0000000-0000-4000-8000-000000000001',
    jobTitle: 'Live chat operator',
    clientId: 'c0000000-0000-4000-8000-000000000002',
    freelancerId: 'f0000000-0000-4000-8000-000000000003',
    initiatorId: 'f0000000-0000-4000-8000-000000000003',
    reason: 'The hours were not paid',
    createdAt: OPENED,
  });
  if (status === 'under_review') subject.moveTo('under_review', null, OPENED);
  if (status === 'resolved') subject.moveTo('resolved', 'Paid in full', OPENED);
  return subject;
}

describe('Dispute', () => {
  it('starts open, without a resolution', () => {
    expect(dispute()).toMatchObject({ status: 'open', resolution: null, resolvedAt: null, updatedAt: OPENED });
  });

  it.each<[DisputeStatus, DisputeUpdate]>([
    ['open', 'under_review'],
    ['open', 'resolved'],
    ['under_review', 'resolved'],
  ])('moves from %s to %s', (from, to) => {
    const subject = dispute(from);
    const now = new Date('2026-11-22T12:00:00Z');
    const resolution = to === 'resolved' ? 'Refunded half' : null;
    subject.moveTo(to, resolution, now);
    expect(subject).toMatchObject({ status: to, resolution, updatedAt: now, resolvedAt: to === 'resolved' ? now : null });
  });

  it.each<[DisputeStatus, DisputeUpdate]>([
    ['under_review', 'under_review'],
    ['resolved', 'under_review'],
    ['resolved', 'resolved'],
  ])('refuses to move from %s to %s', (from, to) => {
    const subject = dispute(from);
    expect(() => subject.moveTo(to, to === 'resolved' ? 'Again' : null, new Date())).toThrow(DisputeTransitionNotAllowed);
    expect(subject.status).toBe(from);
  });

  it('takes a resolution with resolved, and only then', () => {
    expect(() => dispute().moveTo('resolved', null, new Date())).toThrow(ResolutionRequired);
    expect(() => dispute().moveTo('under_review', 'Too early', new Date())).toThrow(ResolutionOnlyWhenResolving);
  });
});
