import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { placeNextToast } from './toast-placement';

/** A toast's description may hold a link or an action to where the user goes next. */
type Toast = { title: string; description?: ReactNode };

/** Set once the session has ended: the app is on its way to the sign-in page. */
let sessionEndedNotice = false;

/**
 * One toast at a time (spec section 9): the newest replaces the one on screen at once, so a
 * stale message never shows after the one the user is waiting for. Once the session has ended,
 * its notice stays: the failures that follow (the call that got the 401) add nothing. It shows at
 * the top or the bottom of the window, whichever leaves the control that raised it clear.
 */
function replaceToast({ title, description }: Toast, color: 'red' | 'green'): void {
  if (sessionEndedNotice) return;
  notifications.clean();
  notifications.show({ title, message: description, color, position: placeNextToast() });
}

export function notifyError(toast: Toast): void {
  replaceToast(toast, 'red');
}

export function notifySuccess(toast: Toast): void {
  replaceToast(toast, 'green');
}

/** The spec's 'Unauthorized' notice, shown until the browser leaves for the sign-in page. */
export function notifySessionEnded(): void {
  replaceToast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' }, 'red');
  sessionEndedNotice = true;
}

/** Back to a fresh page's state (tests render many apps in one page). */
export function resetToasts(): void {
  sessionEndedNotice = false;
  notifications.clean();
}
