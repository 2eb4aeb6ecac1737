import { Appeal } from './appeal.entity';
import { EnforcementAction } from './enforcement-action.entity';
import {
  AppealActionNotFound,
  AppealAlreadyDecided,
  CannotDecideOwnAction,
  CannotDecideOwnAppeal,
  EnforcementNotActive,
} from './moderation-errors';

const now = new Date('2026-12-04T10:00:00Z');

function takedown(): EnforcementAction {
  return new EnforcementAction({
    kind: 'job_takedown',
    subjectId: 'job-1',
    userId: 'owner-1',
    reason: 'Misleading pay',
    endsAt: null,
    reportId: null,
    disputeId: null,
    adminId: 'admin-1',
    createdAt: now,
  });
}

describe('Appeal (decision 0065)', () => {
  it('is filed by the subject of an action in force only', () => {
    const action = takedown();
    expect(() => Appeal.file(action, 'someone-else', 'Mine', now)).toThrow(AppealActionNotFound);
    expect(Appeal.file(action, 'owner-1', 'The pay is right', now)).toMatchObject({
      enforcementActionId: action.id,
      appellantId: 'owner-1',
      status: 'pending',
    });
    action.lift('admin-2', 'Mistake', now);
    expect(() => Appeal.file(action, 'owner-1', 'Late', now)).toThrow(EnforcementNotActive);
  });

  it('is decided once, by neither the administrator who acted nor the appellant', () => {
    const action = takedown();
    const appeal = Appeal.file(action, 'owner-1', 'The pay is right', now);
    expect(() => appeal.decide('admin-1', action, 'lifted', 'Mine', now)).toThrow(CannotDecideOwnAction);
    expect(() => appeal.decide('owner-1', action, 'lifted', 'Mine', now)).toThrow(CannotDecideOwnAppeal);
    appeal.decide('admin-2', action, 'upheld', 'The pay is misleading', now);
    expect(appeal).toMatchObject({ status: 'upheld', decidedBy: 'admin-2', decisionReason: 'The pay is misleading', decidedAt: now });
    expect(() => appeal.decide('admin-3', action, 'lifted', 'Again', now)).toThrow(AppealAlreadyDecided);
  });

  it('closes as lifted when its action ends first, and only while pending', () => {
    const action = takedown();
    const appeal = Appeal.file(action, 'owner-1', 'The pay is right', now);
    appeal.closeWithAction(null, 'The suspension ended', now);
    expect(appeal).toMatchObject({ status: 'lifted', decidedBy: null, decisionReason: 'The suspension ended' });
    appeal.closeWithAction('admin-2', 'Other', now);
    expect(appeal.decisionReason).toBe('The suspension ended');
  });

  it('lets only an appeal lift a message removal: the message stays removed', () => {
    const removal = new EnforcementAction({ ...takedown(), kind: 'message_removal', subjectId: 'message-1' });
    expect(() => removal.lift('admin-2', 'Mistake', now)).toThrow();
    removal.lift('admin-2', 'Overturned on appeal', now, true);
    expect(removal.status).toBe('lifted');
  });
});
