import { ApiError } from '../api/errors';

/** How much of the body has been sent, from 0 to 100. */
export type UploadProgress = (percent: number) => void;

/** The connection dropped (or the request was aborted) before the server answered. */
export class UploadInterrupted extends Error {
  constructor() {
    super('The upload was interrupted');
    this.name = 'UploadInterrupted';
  }
}

export type UploadRequest = {
  method: 'POST' | 'PUT';
  url: string;
  body: XMLHttpRequestBodyInit;
  /** Left out for FormData: the browser adds the multipart boundary. */
  contentType?: string;
  onProgress?: UploadProgress;
};

/**
 * Sends a body with XMLHttpRequest, as fetch cannot report upload progress, and resolves with the
 * response's text. A refusal rejects with the server's ApiError (a 401 still leads to sign-in); a
 * dropped connection with UploadInterrupted.
 */
export function sendWithProgress({ method, url, body, contentType, onProgress }: UploadRequest): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const interrupted = () => reject(new UploadInterrupted());
    xhr.open(method, url);
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(xhr.responseText);
        return;
      }
      const response = new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText });
      void ApiError.fromResponse(response).then(reject);
    };
    xhr.onerror = interrupted;
    xhr.onabort = interrupted;
    xhr.send(body);
  });
}
