import type { NestExpressApplication } from '@nestjs/platform-express';
import { readdirSync } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { join } from 'node:path';
import { LocalObjectStorage } from '../../src/platform/storage/local-object-storage';
import { ObjectStorage } from '../../src/platform/storage/object-storage';
import { Member, signUpFreelancer } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { makeImage } from '../support/images';
import request from 'supertest';
import { TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { AppProcess, startAppProcess } from '../support/app-process/app-process';
import { Agent, createTestApp } from '../support/test-app';

const MB = 1024 * 1024;
const mp4 = (size = 4096) => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(size - 12, 7)]);

/** Every file under the storage folder, as bucket/key paths. */
function storedFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      else files.push(`${prefix}${entry.name}`);
    }
  };
  walk(root, '');
  return files.sort();
}

describe('Uploads are bounded', () => {
  let app: NestExpressApplication;
  let storage: LocalObjectStorage;
  let member: Member;

  beforeAll(async () => {
    app = await createTestApp();
    storage = app.get(ObjectStorage) as LocalObjectStorage;
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    member = await signUpFreelancer(app);
  });
  afterEach(() => jest.restoreAllMocks());

  const submit = (idDocument: Buffer, video: Buffer, agent: Agent = member.agent) =>
    agent
      .post('/api/verifications')
      .attach('idDocument', idDocument, { filename: 'id.jpg', contentType: 'image/jpeg' })
      .attach('video', video, { filename: 'me.mp4', contentType: 'video/mp4' });

  /** Wraps a body so that writing it fails as a full disk does, after its first chunk. */
  const diskFullAfterFirstChunk = (body: Readable): Readable => {
    let chunks = 0;
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
    return body.pipe(new Transform({ transform: (chunk: Buffer, _encoding, done) => done(chunks++ > 0 ? full : null, chunk) }));
  };

  type Ticket = { uploadUrl: string; objectPath: string };
  const uploadImage = async (ticketPath: string, agent: Agent = member.agent): Promise<string> => {
    const ticket: Ticket = (await agent.get(ticketPath).expect(200)).body;
    await request(app.getHttpServer())
      .put(ticket.uploadUrl)
      .set('Content-Type', 'image/png')
      .send(await makeImage('png', 32, 32))
      .expect(200);
    return ticket.objectPath;
  };
  const mediaFiles = () => storedFiles(join(storage.root, 'media'));
  const mediaFileOf = (url: string) => url.replace(/^\/media\//, '');

  describe('replaced pictures', () => {
    const PARALLEL = 10;

    it('leaves exactly the current profile picture in the media bucket after parallel finalizes', async () => {
      const before = new Set(mediaFiles());
      const objectPaths = await Promise.all(Array.from({ length: PARALLEL }, () => uploadImage('/api/users/profile-picture-upload-url')));
      const answers = await Promise.all(
        objectPaths.map((objectPath) => member.agent.post('/api/users/profile-picture/finalize').send({ objectPath })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
      const current = (await member.agent.get('/api/auth/user').expect(200)).body.profileImageUrl as string;
      expect(mediaFiles().filter((file) => !before.has(file))).toEqual([mediaFileOf(current)]);
    });

    it('leaves exactly the current portfolio image in the media bucket after parallel edits', async () => {
      const before = new Set(mediaFiles());
      const item = (await member.agent.post('/api/portfolio').send({ title: 'Bridge', description: null }).expect(201)).body;
      const objectPaths = await Promise.all(Array.from({ length: PARALLEL }, () => uploadImage('/api/portfolio/image-upload-url')));
      const answers = await Promise.all(
        objectPaths.map((imageObjectPath) => member.agent.patch(`/api/portfolio/${item.id}`).send({ imageObjectPath })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
      const [shown] = (await member.agent.get(`/api/portfolio/${member.id}`).expect(200)).body.filter(
        (entry: { id: string }) => entry.id === item.id,
      );
      expect(mediaFiles().filter((file) => !before.has(file))).toEqual([mediaFileOf(shown.imageUrl)]);
    });
  });

  describe('a full disk', () => {
    it('answers a multipart upload 507 with the error body, and keeps none of it', async () => {
      const before = storedFiles(storage.root);
      const writeStream = storage.writeStream.bind(storage);
      jest.spyOn(storage, 'writeStream').mockImplementation((bucket, key, body) => writeStream(bucket, key, diskFullAfterFirstChunk(body)));
      const response = await submit(await makeImage('jpeg', 640, 480), mp4(MB)).expect(507);
      expectErrorBody(response.body, 507, 'STORAGE.FULL');
      expect(storedFiles(storage.root)).toEqual(before);
    });

    it('answers a PUT to an upload URL 507 with the error body, and keeps none of it', async () => {
      const ticket = (await member.agent.get('/api/users/profile-picture-upload-url').expect(200)).body;
      const before = storedFiles(storage.root);
      const receiveUpload = storage.receiveUpload.bind(storage);
      jest
        .spyOn(storage, 'receiveUpload')
        .mockImplementation((token, body, ...rest) => receiveUpload(token, diskFullAfterFirstChunk(body), ...rest));
      const response = await request(app.getHttpServer())
        .put(ticket.uploadUrl)
        .set('Content-Type', 'image/png')
        .send(Buffer.alloc(MB, 1))
        .expect(507);
      expectErrorBody(response.body, 507, 'STORAGE.FULL');
      expect(storedFiles(storage.root)).toEqual(before);
    });
  });

  describe('a multipart upload refused part-way, to the application in a process of its own', () => {
    let server: AppProcess;
    let agent: Agent;

    beforeAll(async () => {
      server = await startAppProcess();
      agent = request.agent(server.origin) as unknown as Agent;
      await agent
        .post('/api/auth/register')
        .send({ email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'Big', lastName: 'Upload' })
        .expect(201);
    }, 60_000);
    afterAll(() => server?.stop());

    it('answers 413 for an ID image of 10.3 MB; the process lives on and nothing is stored', async () => {
      const before = storedFiles(storage.root);
      const photo = await makeImage('jpeg', 64, 48);
      const oversized = Buffer.concat([photo, Buffer.alloc(Math.round(10.3 * MB) - photo.length)]);
      expectErrorBody((await submit(oversized, mp4(8 * MB), agent).expect(413)).body, 413, 'STORAGE.FILE_TOO_LARGE');
      expect((await agent.get('/api/health')).status).toBe(200);
      expect(server.alive()).toBe(true);
      expect(storedFiles(storage.root)).toEqual(before);
    });
  });
});
