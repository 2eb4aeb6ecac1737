import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../api/types';
import { notificationTarget } from './api';

function notification(type: AppNotification['type'], entityId: string | null = 'e1'): AppNotification {
  return { id: 'n1', type, entityId, title: 'Title', message: 'Message', isRead: false, createdAt: '2026-11-20T10:00:00.000Z' };
}

describe('notifications', () => {
  it('leads each type where the spec says', () => {
    expect(notificationTarget(notification('job_application'), 'client')).toBe('/jobs/e1/applications');
    expect(notificationTarget(notification('job_application'), 'freelancer')).toBe('/applications');
    expect(notificationTarget(notification('contract'), 'freelancer')).toBe('/contracts/e1');
    expect(notificationTarget(notification('review'), 'client')).toBe('/contracts/e1');
    expect(notificationTarget(notification('contract', null), 'client')).toBeNull();
    expect(notificationTarget(notification('message'), 'client')).toBe('/messages?userId=e1');
    expect(notificationTarget(notification('message', null), 'client')).toBe('/messages');
    expect(notificationTarget(notification('verification'), 'freelancer')).toBe('/verification');
    expect(notificationTarget(notification('admin_action'), 'admin')).toBeNull();
  });
});
