import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { USERNAME_CHECK_DELAY_MS, usernameAvailabilityQueryOptions } from '../api';
import { getUsernameRuleViolation } from '../username-rules';

export type AvailabilityStatus = 'unknown' | 'checking' | 'available' | 'taken' | 'error';

export type UsernameAvailabilityState = {
  status: AvailabilityStatus;
  /** Why the name cannot be taken, when `status` is 'taken'. */
  reason?: string;
};

export const TAKEN_FALLBACK_MESSAGE = 'Username is already taken';

/**
 * The availability of `value`, checked 500 ms after typing stops, never for a name the rules
 * already refuse (fewer than 3 characters among them), an empty one or the user's current one.
 */
export function useUsernameAvailability(value: string, currentUsername: string | null): UsernameAvailabilityState {
  const [debounced] = useDebouncedValue(value, USERNAME_CHECK_DELAY_MS);
  const settled = debounced === value;
  const shouldCheck = settled && value !== '' && getUsernameRuleViolation(value) === null && value !== currentUsername;
  const query = useQuery({ ...usernameAvailabilityQueryOptions(debounced), enabled: shouldCheck });

  if (!shouldCheck) return { status: 'unknown' };
  if (query.isFetching) return { status: 'checking' };
  if (query.isError) return { status: 'error' };
  if (!query.data) return { status: 'checking' };
  if (query.data.available) return { status: 'available' };
  return { status: 'taken', reason: query.data.error || TAKEN_FALLBACK_MESSAGE };
}
