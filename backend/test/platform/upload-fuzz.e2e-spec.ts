import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { LocalObjectStorage } from '../../src/platform/storage/local-object-storage';
import { ObjectStorage } from '../../src/platform/storage/object-storage';
import { signUpFreelancer } from '../factories/jobs';
import { sessionCookie } from '../factories/users';
import { eventually } from '../support/eventually';
import { readOperations } from '../support/fuzz/openapi-operations';
import { errorBodyProblem } from '../support/fuzz/send-and-check';
import { fileVariants, filesUnder, multipartVariants, sendUpload, UploadAnswer, UploadVariant } from '../support/fuzz/upload-requests';
import { createTestApp } from '../support/test-app';

// Read when the suite is collected, so a new upload operation in the document is swept with no edit here.
const openApi = readOperations();
const multipartOperations = openApi.operations.filter((operation) => operation.multipartBody);
const fileOperations = openApi.operations.filter((operation) => operation.fileBody);
/** Operations that hand out an upload URL: their answer has an uploadUrl. */
const ticketOperations = openApi.operations.filter(
  (operation) => operation.method === 'get' && operation.okResponse?.properties?.uploadUrl,
);

/** Whether a concrete path is one of the operation's (its `{parameters}` filled in). */
const matches = (path: string, template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path);

describe('Every upload operation answers oversized, truncated, malformed and abandoned uploads with a 4xx, keeping nothing', () => {
  let app: NestExpressApplication;
  let origin: string;
  let storage: LocalObjectStorage;
  let storedBeforeTheSweep: string[];

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    storage = app.get(ObjectStorage) as LocalObjectStorage;
    storedBeforeTheSweep = filesUnder(storage.root);
  });
  afterAll(() => app?.close());

  it('finds the multipart upload, the upload URL, and the operations that hand one out in the document', () => {
    expect(multipartOperations.map((operation) => operation.name)).toContain('POST /api/verifications');
    expect(fileOperations.map((operation) => operation.name)).toContain('PUT /api/storage/uploads/{token}');
    expect(ticketOperations.length).toBeGreaterThanOrEqual(2);
  });

  /** Sends the variant and says what is wrong with the outcome: the answer, the process, the storage. */
  async function problemsOf(method: string, path: string, headers: Record<string, string>, variant: UploadVariant, multipart: boolean) {
    const before = filesUnder(storage.root);
    const answer: UploadAnswer = await sendUpload(origin, method, path, headers, variant, multipart);
    const problems: string[] = [];
    if (variant.expect !== 'none') {
      if (answer.status === 'none') problems.push('no answer');
      else {
        if (variant.expect === 413 && answer.status !== 413) problems.push(`answered ${answer.status}, not 413`);
        if (answer.status < 400 || answer.status >= 500) problems.push(`answered ${answer.status}, not a 4xx`);
        const bodyProblem = errorBodyProblem(answer.status, answer.contentType, answer.text);
        if (bodyProblem) problems.push(bodyProblem);
      }
    }
    const health = await fetch(`${origin}/api/health`).then(
      (response) => response.status,
      () => 'no answer',
    );
    if (health !== 200) problems.push(`health answered ${health}`);
    // What the server does after a client went away happens after the answer: given a moment. Only
    // files this upload added count: an abandoned upload before it may still be removing its own
    // (the last test below holds every upload to leaving nothing, once the server is done).
    const added = () => filesUnder(storage.root).filter((file) => !before.includes(file));
    await eventually(async () => expect(added()).toEqual([])).catch(() => problems.push(`storage kept ${added().join(', ')}`));
    return problems.length ? `${variant.variant}: ${problems.join('; ')}` : null;
  }

  describe.each(multipartOperations.map((operation) => [operation.name, operation] as const))('%s', (_name, operation) => {
    it.each(multipartVariants(operation).map((variant) => [variant.variant, variant] as const))(
      '%s',
      async (_variant, variant) => {
        const member = await signUpFreelancer(app);
        const cookie = await sessionCookie(app, member);
        expect(await problemsOf(operation.method, operation.path, { Cookie: cookie }, variant, true)).toBeNull();
      },
      60_000,
    );
  });

  describe.each(fileOperations.map((operation) => [operation.name, operation] as const))('%s', (_name, operation) => {
    it.each(
      ticketOperations.flatMap((ticket) =>
        fileVariants(operation).map((variant) => [`${variant.variant}, to a URL of ${ticket.name}`, variant, ticket] as const),
      ),
    )(
      '%s',
      async (_variant, variant, ticketOperation) => {
        const member = await signUpFreelancer(app);
        const ticket = await member.agent.get(ticketOperation.path).expect(200);
        const uploadPath = ticket.body.uploadUrl as string;
        expect(matches(uploadPath, operation.path)).toBe(true);
        expect(await problemsOf(operation.method, uploadPath, {}, variant, false)).toBeNull();
      },
      60_000,
    );
  });

  it('keeps nothing of any of the uploads above once the server is done with them', async () => {
    await eventually(async () => expect(filesUnder(storage.root)).toEqual(storedBeforeTheSweep));
  });
});
