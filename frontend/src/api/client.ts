import createClient from 'openapi-fetch';
import { ApiError } from './errors';
import type { paths } from './schema';

/** Every non-OK response becomes an `ApiError`, so callers only ever see successful data. */
export async function apiFetch(request: Request): Promise<Response> {
  const response = await globalThis.fetch(request);
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response;
}

export const api = createClient<paths>({
  baseUrl: '',
  credentials: 'include',
  fetch: apiFetch,
});

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The body of a successful call (non-OK responses have already thrown in `apiFetch`). */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  const { data } = await call;
  return data as T;
}
