import { IconFlag, IconGavel, IconScale, IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react';
import type { IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { AppNotification } from '../../../api/types';

type AdminQueue = NonNullable<AppNotification['queue']>;

/** The icon each queue has in the admin panel. */
const QUEUE_ICONS: Record<AdminQueue, ComponentType<IconProps>> = {
  verifications: IconShieldCheck,
  reports: IconFlag,
  disputes: IconScale,
  safety: IconShieldExclamation,
  appeals: IconGavel,
};

/** Beside a notification of new work for administrators: loaded only when one is shown (NotificationBell). */
export function QueueIcon({ queue }: { queue: AdminQueue }) {
  const Icon = QUEUE_ICONS[queue];
  return <Icon size={16} aria-hidden data-queue={queue} style={{ flexShrink: 0 }} />;
}
