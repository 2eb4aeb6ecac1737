import { Notification, unreadMessageNotificationOf } from './notification.entity';
import { NotificationNotFound } from './notifications-errors';
import type { NotificationType } from '../public';

const now = new Date('2026-05-01T10:00:00Z');
const notification = (overrides: { userId?: string; type?: NotificationType; entityId?: string | null } = {}) =>
  new Notification({
    userId: 'ben',
    type: 'message',
    entityId: 'ana',
    title: 'New message',
    message: 'Ana Lee: Hi',
    createdAt: now,
    ...overrides,
  });

describe('Notification', () => {
  it('is made unread', () => {
    expect(notification({ type: 'contract', entityId: 'contract-1' }).isRead).toBe(false);
  });

  it('is marked read by its user, again without harm', () => {
    const mine = notification();
    mine.markReadBy('ben');
    expect(mine.isRead).toBe(true);
    mine.markReadBy('ben');
    expect(mine.isRead).toBe(true);
  });

  it('is missing to anyone else, who cannot mark it read', () => {
    const theirs = notification();
    expect(() => theirs.markReadBy('cid')).toThrow(NotificationNotFound);
    expect(theirs.isRead).toBe(false);
  });
});

describe('unreadMessageNotificationOf', () => {
  it("finds the receiver's unread message notification from that sender", () => {
    expect(notification()).toMatchObject(unreadMessageNotificationOf('ben', 'ana'));
  });

  it('finds none once it is read, so the next message from the sender makes a new one', () => {
    const read = notification();
    read.markReadBy('ben');
    expect(read).not.toMatchObject(unreadMessageNotificationOf('ben', 'ana'));
  });

  it("leaves other senders', other users' and other kinds' notifications alone", () => {
    const rule = unreadMessageNotificationOf('ben', 'ana');
    expect(notification({ entityId: 'cid' })).not.toMatchObject(rule);
    expect(notification({ userId: 'cid' })).not.toMatchObject(rule);
    expect(notification({ type: 'contract' })).not.toMatchObject(rule);
  });
});
