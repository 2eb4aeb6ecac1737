import { api, unwrap } from '../../api/client';
import type { Contest, ContestInput } from '../../api/types';

/**
 * Asks an administrator to look again at a warned or held text, once, with the author's note:
 * a warning joins the Safety queue, a held text (there already) carries the note.
 */
export function contestVerdict(input: ContestInput): Promise<Contest> {
  return unwrap(api.POST('/api/safety/contests', { body: input }));
}
