import { isApiError } from '../../api/errors';

type ReportedFieldError = { field: string; errors: string[] };

function isReportedFieldError(value: unknown): value is ReportedFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { field, errors } = value as Partial<ReportedFieldError>;
  return typeof field === 'string' && Array.isArray(errors) && typeof errors[0] === 'string';
}

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
  const reported = error.body?.details?.fields;
  const fieldErrors = Array.isArray(reported) ? reported.filter(isReportedFieldError) : [];
  if (fieldErrors.length === 0) return { fields: {}, other: error.body?.message ?? error.message };

  const fields: Partial<Record<Field, string>> = {};
  const unplaced: string[] = [];
  for (const { field, errors } of fieldErrors) {
    const shown = shownFields.find((name) => name === field);
    if (shown && fields[shown] === undefined) fields[shown] = errors[0];
    else if (!shown) unplaced.push(errors[0]);
  }
  return { fields, other: unplaced.length > 0 ? unplaced.join(' ') : null };
}
