import { describe, expect, it } from 'vitest';
import { errorResponse, mockFetch } from '../test/fetch';
import { api } from './client';
import { ApiError, getErrorMessage, isApiError } from './errors';

describe('ApiError', () => {
  it('reads `${status}: ${body}` from a JSON error body and keeps the parsed body', async () => {
    const text = '{"statusCode":404,"code":"NOT_FOUND","message":"Job not found"}';
    const error = await ApiError.fromResponse(new Response(text, { status: 404, statusText: 'Not Found' }));

    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(`404: ${text}`);
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Job not found' });
  });

  it('uses the status text when the body is empty', async () => {
    const error = await ApiError.fromResponse(new Response(null, { status: 502, statusText: 'Bad Gateway' }));

    expect(error.message).toBe('502: Bad Gateway');
    expect(error.body).toBeNull();
  });

  it('keeps a body that is not JSON as text in the message only', async () => {
    const error = await ApiError.fromResponse(new Response('upstream timed out', { status: 504 }));

    expect(error.message).toBe('504: upstream timed out');
    expect(error.body).toBeNull();
  });
});

describe('getErrorMessage', () => {
  it("prefers the server's message", async () => {
    const error = await ApiError.fromResponse(errorResponse(409, 'IDENTITY.USERNAME_TAKEN', 'Username is already taken'));
    expect(getErrorMessage(error)).toBe('Username is already taken');
  });

  it('falls back when there is no server message', async () => {
    const error = await ApiError.fromResponse(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    expect(getErrorMessage(error)).toBe('An error occurred');
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Offline')).toBe('Offline');
  });
});

describe('api client', () => {
  it('sends cookies and returns the data of a successful call', async () => {
    const fetchMock = mockFetch({ 'GET /api/platform/stats': { totalWorkers: 3, verifiedWorkers: 1, totalJobs: 7 } });

    const { data } = await api.GET('/api/platform/stats');

    expect(data).toEqual({ totalWorkers: 3, verifiedWorkers: 1, totalJobs: 7 });
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.credentials).toBe('include');
  });

  it('throws an ApiError for every non-OK response', async () => {
    mockFetch({ 'PUT /api/users/username': errorResponse(409, 'IDENTITY.USERNAME_CHANGE_TOO_SOON', 'Too soon') });

    const call = api.PUT('/api/users/username', { body: { username: 'new_name' } });

    await expect(call).rejects.toSatisfy(
      (error) =>
        isApiError(error, 409) &&
        error.body?.code === 'IDENTITY.USERNAME_CHANGE_TOO_SOON' &&
        error.message === '409: {"statusCode":409,"code":"IDENTITY.USERNAME_CHANGE_TOO_SOON","message":"Too soon"}',
    );
  });
});
