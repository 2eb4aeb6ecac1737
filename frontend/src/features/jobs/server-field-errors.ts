import { isApiError } from '../../api/errors';

type ReportedFieldError = { field: string; errors: string[] };

function isReportedFieldError(value: unknown): value is ReportedFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { field, errors } = value as Partial<ReportedFieldError>;
  return typeof field === 'string' && Array.isArray(errors) && typeof errors[0] === 'string';
}

/**
 * The server's first message for each of the form's fields (`details.fields` of the error body),
 * so it can stand under the field it is about. A nested path counts for its field ('tags[1]' for
 * 'tags'); fields the form does not have are left to the toast.
 */
export function getServerFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): Partial<Record<Field, string>> {
  const reported = isApiError(error) ? error.body?.details?.fields : undefined;
  if (!Array.isArray(reported)) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const item of reported) {
    if (!isReportedFieldError(item)) continue;
    const field = fields.find((name) => name === item.field.split(/[.[]/)[0]);
    if (field && errors[field] === undefined) errors[field] = item.errors[0];
  }
  return errors;
}
