import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { rememberActedOn } from '../lib/toast-placement';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/**
 * Where toasts show. A toast raised before this is mounted waits in Mantine's store and shows then.
 * Each toast is placed at the top or the bottom centre (lib/notify.ts): the centre so that it
 * never lies over a form's actions at the right, the edge away from the control that raised it.
 */
export function Toasts() {
  useEffect(() => {
    // Capture: a handler that stops the event must not hide what the user acted on.
    document.addEventListener('pointerdown', rememberActedOn, true);
    document.addEventListener('keydown', rememberActedOn, true);
    return () => {
      document.removeEventListener('pointerdown', rememberActedOn, true);
      document.removeEventListener('keydown', rememberActedOn, true);
    };
  }, []);
  return <Notifications position="top-center" limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />;
}
