import { onTestFinished, vi } from 'vitest';

/** What the storage (or the API) answers an upload: a status with an optional body, or a dropped connection. */
export type StorageReply = { status: number; body?: string } | 'network-error';

/** An upload the page sent with XMLHttpRequest (a PUT to the storage, a multipart POST to the API), as it was received. */
export type SentUpload = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  withCredentials: boolean;
  /** Reports progress on the upload, as the browser does while sending. */
  progress: (loaded: number, total: number) => void;
  /** Ends the request with the answer. */
  reply: (answer: StorageReply) => void;
};

type ProgressHandler = ((event: ProgressEvent) => void) | null;

/**
 * Replaces XMLHttpRequest for the current test. With `answer`, each upload reports half and then
 * all of its progress and gets that answer at once; without it, uploads wait in `sent` for the
 * test to call `progress` and `reply`.
 */
export function stubXhr(answer?: (upload: SentUpload) => StorageReply) {
  const sent: SentUpload[] = [];

  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ProgressHandler } = { onprogress: null };
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: unknown) {
      const upload: SentUpload = {
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        body,
        withCredentials: this.withCredentials,
        progress: (loaded, total) => this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
        reply: (reply) => {
          if (reply === 'network-error') {
            this.onerror?.();
            return;
          }
          this.status = reply.status;
          this.responseText = reply.body ?? '';
          this.onload?.();
        },
      };
      sent.push(upload);
      if (!answer) return;
      setTimeout(() => {
        const size = body instanceof Blob ? body.size : 1;
        upload.progress(size / 2, size);
        upload.progress(size, size);
        upload.reply(answer(upload));
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { sent };
}
