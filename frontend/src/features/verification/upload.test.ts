import { describe, expect, it } from 'vitest';
import { isApiError } from '../../api/errors';
import { makeVerificationRequest } from '../../test/fixtures';
import { stubXhr } from '../../test/xhr';
import { submitVerification, VERIFICATION_FILES, verificationFailureMessage, verificationFileProblem } from './upload';

const idDocument = new File([new Uint8Array(64)], 'id.jpg', { type: 'image/jpeg' });
const video = new File([new Uint8Array(128)], 'me.mp4', { type: 'video/mp4' });

function sized(size: number, type: string): File {
  const file = new File([], 'file', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The message the submission failed with. */
async function failure(submission: Promise<unknown>): Promise<string> {
  const error = await submission.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).not.toBeNull();
  return verificationFailureMessage(error);
}

describe('submitting a verification', () => {
  it('POSTs both files as multipart/form-data, leaving the Content-Type (and its boundary) to the browser, with progress', async () => {
    const created = makeVerificationRequest();
    const upload = stubXhr();
    const progress: number[] = [];

    const submission = submitVerification({ idDocument, video }, (percent) => progress.push(percent));
    const [sent] = upload.sent;
    sent.progress(96, 192);
    sent.reply({ status: 201, body: JSON.stringify(created) });

    expect(await submission).toEqual(created);
    expect(sent).toMatchObject({ method: 'POST', url: '/api/verifications', headers: {} });
    const body = sent.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['idDocument', 'video']);
    expect((body.get('idDocument') as File).name).toBe('id.jpg');
    expect((body.get('video') as File).name).toBe('me.mp4');
    expect(progress).toEqual([50, 100]);
  });

  it("fails with the server's message, keeping its status (a 401 still leads to sign-in)", async () => {
    const refused = JSON.stringify({
      statusCode: 400,
      code: 'STORAGE.FILE_TYPE_NOT_ACCEPTED',
      message: 'The video must be an MP4, WebM or MOV file',
    });
    stubXhr(() => ({ status: 400, body: refused }));
    expect(await failure(submitVerification({ idDocument, video }))).toBe('The video must be an MP4, WebM or MOV file');

    stubXhr(() => ({ status: 401, body: JSON.stringify({ statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'Sign in first' }) }));
    const error = await submitVerification({ idDocument, video }).catch((reason: unknown) => reason);
    expect(isApiError(error, 401)).toBe(true);
  });

  it('says the upload was interrupted when the connection drops', async () => {
    stubXhr(() => 'network-error');
    expect(await failure(submitVerification({ idDocument, video }))).toBe(
      'The upload was interrupted. Please check your connection and try again.',
    );
  });
});

describe('checking the files before they are sent', () => {
  it('takes ID images up to 10 MB and videos up to 50 MB, of the types the server accepts', () => {
    const { idDocument: idRule, video: videoRule } = VERIFICATION_FILES;
    expect(idRule.maxBytes).toBe(10 * 1024 * 1024);
    expect(videoRule.maxBytes).toBe(50 * 1024 * 1024);
    expect(idRule.accept).toBe('image/jpeg,image/png,image/webp');
    expect(videoRule.accept).toBe('video/mp4,video/webm,video/quicktime');

    expect(verificationFileProblem('idDocument', sized(idRule.maxBytes, 'image/png'))).toBeNull();
    expect(verificationFileProblem('idDocument', sized(idRule.maxBytes + 1, 'image/png'))).toBe('too-large');
    expect(verificationFileProblem('idDocument', sized(10, 'image/gif'))).toBe('wrong-type');
    expect(verificationFileProblem('video', sized(videoRule.maxBytes, 'video/quicktime'))).toBeNull();
    expect(verificationFileProblem('video', sized(videoRule.maxBytes + 1, 'video/webm'))).toBe('too-large');
    expect(verificationFileProblem('video', sized(10, 'image/jpeg'))).toBe('wrong-type');
    // An unknown type is left to the server, which judges the bytes.
    expect(verificationFileProblem('video', sized(10, ''))).toBeNull();
  });
});
