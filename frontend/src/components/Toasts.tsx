import { Notifications } from '@mantine/notifications';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** Where toasts show. A toast raised before this is mounted waits in Mantine's store and shows then. */
export function Toasts() {
  return <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />;
}
