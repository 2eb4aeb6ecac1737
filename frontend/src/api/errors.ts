import type { components } from './schema';

export type ErrorBody = components['schemas']['ErrorBody'];

/**
 * A non-OK answer from the API. The message is `${status}: ${body text}` (or the status text when
 * the body is empty); `body` holds the parsed error body when the server sent JSON.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, message: string, body: ErrorBody | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const text = await response.text();
    const message = `${response.status}: ${text || response.statusText}`;
    return new ApiError(response.status, message, parseErrorBody(text));
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
