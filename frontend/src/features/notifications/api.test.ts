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
    expect(notificationTarget(notification('invitation'), 'freelancer')).toBe('/invitations');
    expect(notificationTarget(notification('invitation', null), 'client')).toBe('/invitations');
    expect(notificationTarget(notification('saved_search_job'), 'freelancer')).toBe('/jobs/e1');
    expect(notificationTarget(notification('saved_search_freelancer'), 'client')).toBe('/profile/e1');
  });

  it('leads new work for administrators to the section of its queue', () => {
    expect(notificationTarget({ ...notification('admin_queue'), queue: 'reports' }, 'admin')).toBe('/admin/reports');
    expect(notificationTarget({ ...notification('admin_queue'), queue: 'verifications' }, 'admin')).toBe('/admin/verifications');
    expect(notificationTarget({ ...notification('admin_queue'), queue: 'disputes' }, 'admin')).toBe('/admin/disputes');
    expect(notificationTarget({ ...notification('admin_queue'), queue: 'safety' }, 'admin')).toBe('/admin/safety');
    expect(notificationTarget({ ...notification('admin_queue'), queue: 'appeals' }, 'admin')).toBe('/admin/appeals');
    expect(notificationTarget(notification('admin_queue'), 'admin')).toBe('/admin');
  });
});
