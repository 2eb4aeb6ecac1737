import { notifications } from '@mantine/notifications';

type Toast = { title: string; description?: string };

export function notifyError({ title, description }: Toast): void {
  notifications.show({ title, message: description, color: 'red' });
}

export function notifySuccess({ title, description }: Toast): void {
  notifications.show({ title, message: description, color: 'green' });
}
