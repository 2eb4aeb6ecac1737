import type { components } from './schema';

export type ErrorBody = components['schemas']['ErrorBody'];

/**
 * A non-OK answer from the API. The message is `${status}: ${body text}` (or the status text when
 * the body is empty); `body` holds the parsed error body when the server sent JSON.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  /** The wait the server asked for (Retry-After, in seconds) on a 429 or 503, when it named one. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, message: string, body: ErrorBody | null, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const text = await response.text();
    const message = `${response.status}: ${text || response.statusText}`;
    const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
    return new ApiError(response.status, message, parseErrorBody(text), Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null);
  }
}

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isErrorBody(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's human-readable message for a failed call, for toasts and inline errors. */
export function getErrorMessage(error: unknown, fallback = 'An error occurred'): string {
  if (error instanceof ApiError) return error.body?.message || fallback;
  return fallback;
}

/** One entry of `details.fields` in the error body: a field path as the server names it ('tags[1]') and its messages. */
export type ReportedFieldError = { field: string; errors: string[] };

function isReportedFieldError(value: unknown): value is ReportedFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { field, errors } = value as Partial<ReportedFieldError>;
  return typeof field === 'string' && Array.isArray(errors) && typeof errors[0] === 'string';
}

/** The field errors a failed call reported (`details.fields`), empty for any other failure. */
export function getReportedFieldErrors(error: unknown): ReportedFieldError[] {
  const reported = isApiError(error) ? error.body?.details?.fields : undefined;
  return Array.isArray(reported) ? reported.filter(isReportedFieldError) : [];
}

/** The form field a reported path belongs to: 'tags[1]' and 'tags.x' belong to 'tags'. */
export function formFieldOf(path: string): string {
  return path.split(/[.[]/)[0];
}

/**
 * The server's first message for each of the form's fields, so it can stand under the field it
 * is about; fields the form does not have are left to the caller (a toast, an alert).
 */
export function getFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const item of getReportedFieldErrors(error)) {
    const field = fields.find((name) => name === formFieldOf(item.field));
    if (field && errors[field] === undefined) errors[field] = item.errors[0];
  }
  return errors;
}
