import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_LOAD_FAILURE_MESSAGE,
  CodeDownloadFailure,
  isCodeLoadFailure,
  isFromAnOldRelease,
  tellingDownloadFailures,
} from './code-loading';

const chunk = `${window.location.origin}/assets/MessagesPage-CTeRSdbv.js`;

describe('a part of the app whose code could not be downloaded', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is told by the browsers' own words, and nothing else is", () => {
    expect(isCodeLoadFailure(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(true);
    expect(isCodeLoadFailure(new TypeError(`error loading dynamically imported module: ${chunk}`))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadFailure(new Error('Request failed with status 500'))).toBe(false);
    expect(isCodeLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('comes from an old release when the server no longer has the file the browser names', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);

    expect(await isFromAnOldRelease(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(chunk, { method: 'HEAD', cache: 'no-store' });
  });

  it('is a network failure when the server has the file, cannot be asked, or the file is not named', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 200 })),
    );
    expect(await isFromAnOldRelease(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(false);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await isFromAnOldRelease(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(false);

    const fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await isFromAnOldRelease(new TypeError('Importing a module script failed.'))).toBe(false);
    // Another site's file says nothing of this site's release.
    expect(await isFromAnOldRelease(new TypeError('Failed to fetch dynamically imported module: https://cdn.example/x.js'))).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is told in the app's words to the router, which would otherwise load the page again at once, and keeps the browser's", async () => {
    const cutOff = new TypeError(`Failed to fetch dynamically imported module: ${chunk}`);
    const told = await tellingDownloadFailures(() => Promise.reject(cutOff))().catch((error: unknown) => error);

    expect(told).toBeInstanceOf(CodeDownloadFailure);
    expect((told as CodeDownloadFailure).message).toBe(CODE_LOAD_FAILURE_MESSAGE);
    expect((told as CodeDownloadFailure).original).toBe(cutOff);
    expect(isCodeLoadFailure(told)).toBe(true);
    const fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await isFromAnOldRelease(told)).toBe(true);

    const other = new Error('boom');
    expect(await tellingDownloadFailures(() => Promise.reject(other))().catch((error: unknown) => error)).toBe(other);
  });
});
