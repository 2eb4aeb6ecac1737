import { formFieldOf, getReportedFieldErrors, isApiError } from '../../api/errors';

export type SortedServerErrors<Field extends string> = {
  /** The server's first message for each field the form shows. */
  fields: Partial<Record<Field, string>>;
  /** Everything else, for one message above the submit button; empty when all went to fields. */
  other: string | null;
};

/** Connection lost or the server never answered: there is no body to show. */
export const UNREACHABLE_MESSAGE = 'Could not reach the server. Check your connection.';

/**
 * Sorts a failed call's messages: `details.fields[].errors[0]` under the fields the form shows,
 * the rest (a field it does not show, or the body's message when no field is named) in one line.
 */
export function sortServerErrors<Field extends string>(error: unknown, shownFields: readonly Field[]): SortedServerErrors<Field> {
  if (!isApiError(error)) return { fields: {}, other: UNREACHABLE_MESSAGE };
  const fieldErrors = getReportedFieldErrors(error);
  if (fieldErrors.length === 0) return { fields: {}, other: error.body?.message ?? error.message };

  const fields: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const { field, errors } of fieldErrors) {
    const shown = shownFields.find((name) => name === formFieldOf(field));
    if (shown && fields[shown] === undefined) fields[shown] = errors[0];
    else if (!shown) unplaced.push(errors[0]);
  }
  return { fields, other: unplaced.length > 0 ? unplaced.join(' ') : null };
}
