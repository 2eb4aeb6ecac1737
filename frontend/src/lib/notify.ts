import { notifications } from '@mantine/notifications';

type Toast = { title: string; description?: string };

/**
 * One toast at a time (spec section 9): the newest replaces the one on screen at once, so a
 * stale message never shows after the one the user is waiting for.
 */
function replaceToast({ title, description }: Toast, color: 'red' | 'green'): void {
  notifications.clean();
  notifications.show({ title, message: description, color });
}

export function notifyError(toast: Toast): void {
  replaceToast(toast, 'red');
}

export function notifySuccess(toast: Toast): void {
  replaceToast(toast, 'green');
}
