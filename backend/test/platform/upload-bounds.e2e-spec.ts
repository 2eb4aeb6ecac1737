import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { existsSync, statSync, utimesSync } from 'node:fs';
import sharp from 'sharp';
import { AppConfig } from '../../src/config/app-config';
import { StorageLedger } from '../../src/platform/storage/storage-ledger';
import { StorageSweep } from '../../src/platform/storage/storage-sweep';
import { sql } from '../support/sql';
import { Readable, Transform } from 'node:stream';
import { join } from 'node:path';
import { LocalObjectStorage } from '../../src/platform/storage/local-object-storage';
import { ObjectStorage } from '../../src/platform/storage/object-storage';
import { Member, signUpFreelancer } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { makeImage } from '../support/images';
import request from 'supertest';
import { TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { confirmFromDevMailbox } from '../support/account-mail';
import { AppProcess, startAppProcess } from '../support/app-process/app-process';
import { filesUnder, sendUpload } from '../support/fuzz/upload-requests';
import { Agent, createTestApp } from '../support/test-app';

const MB = 1024 * 1024;
const mp4 = (size = 4096) => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(size - 12, 7)]);

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
    // No readable buffer: each chunk waits until the storage reads it, so the failing one is
    // transformed while the storage's pipeline listens. With the default buffer (64 KiB from
    // Node 22) it was transformed as the body flowed in, and its error thrown with no listener.
    const failing = new Transform({
      readableHighWaterMark: 0,
      transform: (chunk: Buffer, _encoding, done) => done(chunks++ > 0 ? full : null, chunk),
    });
    return body.pipe(failing);
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
  const mediaFiles = () => filesUnder(join(storage.root, 'media'));
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

  describe('an upload URL', () => {
    const FIVE_MB = 5 * MB;
    const ticketFor = async (agent: Agent = member.agent): Promise<Ticket> =>
      (await agent.get('/api/users/profile-picture-upload-url').expect(200)).body;
    const put = (ticket: Ticket, body: Buffer) =>
      request(app.getHttpServer()).put(ticket.uploadUrl).set('Content-Type', 'image/png').send(body);
    const finalize = (objectPath: string) => member.agent.post('/api/users/profile-picture/finalize').send({ objectPath });

    it('takes nothing once finalize gave it up, however often it is tried', async () => {
      const before = filesUnder(storage.root);
      for (let attempt = 0; attempt < 5; attempt++) {
        const ticket = await ticketFor();
        expectErrorBody((await finalize(ticket.objectPath).expect(400)).body, 400, 'STORAGE.NOTHING_UPLOADED');
        expectErrorBody((await put(ticket, Buffer.alloc(FIVE_MB, 1)).expect(403)).body, 403, 'STORAGE.UPLOAD_URL_USED');
      }
      expect(filesUnder(storage.root)).toEqual(before);
    });

    it('takes one upload: a second PUT, and a PUT after a successful finalize, are refused', async () => {
      const ticket = await ticketFor();
      await put(ticket, await makeImage('png', 32, 32)).expect(200);
      expectErrorBody((await put(ticket, Buffer.alloc(MB, 1)).expect(403)).body, 403, 'STORAGE.UPLOAD_URL_USED');
      await finalize(ticket.objectPath).expect(200);
      const before = filesUnder(storage.root);
      expectErrorBody((await put(ticket, Buffer.alloc(MB, 1)).expect(403)).body, 403, 'STORAGE.UPLOAD_URL_USED');
      expect(filesUnder(storage.root)).toEqual(before);
    });

    it('is refused with STORAGE.QUOTA_EXCEEDED (413) when its upload would take the user over the quota; so is a verification', async () => {
      const quota = app.get(StorageLedger).quotaBytes;
      // Arranged in the ledger: files of this user's that fill the quota but for 4 MB.
      await sql(app, "insert into stored_objects (bucket, key, owner_id, size, created_at) values ('media', ?, ?, ?, now())", [
        `pictures/${randomUUID()}.webp`,
        member.id,
        quota - 4 * MB,
      ]);
      const before = filesUnder(storage.root);
      const refused = await member.agent.get('/api/users/profile-picture-upload-url').expect(413);
      expectErrorBody(refused.body, 413, 'STORAGE.QUOTA_EXCEEDED');
      expect(refused.body.details).toEqual({ quotaBytes: quota, usedBytes: quota - 4 * MB });
      expectErrorBody((await submit(await makeImage('jpeg', 64, 48), mp4()).expect(413)).body, 413, 'STORAGE.QUOTA_EXCEEDED');
      expect(filesUnder(storage.root)).toEqual(before);
    });

    it('counts against the quota at its limit until finalized, then at the size of the published picture', async () => {
      const ledger = app.get(StorageLedger);
      const ticket = await ticketFor();
      expect(await ledger.usage(member.id)).toBe(FIVE_MB);
      await put(ticket, await makeImage('png', 32, 32)).expect(200);
      const { profileImageUrl } = (await finalize(ticket.objectPath).expect(200)).body;
      const published = statSync(join(storage.root, 'media', mediaFileOf(profileImageUrl))).size;
      expect(await ledger.usage(member.id)).toBe(published);
      await member.agent.patch('/api/users/profile').send({ firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null }).expect(200);
      expect(await ledger.usage(member.id)).toBe(0);
    });
  });

  describe('the storage sweep', () => {
    const orphanKey = () => `pictures/${randomUUID()}.webp`;
    const age = (bucket: string, key: string, hours: number) => {
      const then = new Date(Date.now() - hours * 60 * 60_000);
      utimesSync(join(storage.root, bucket, key), then, then);
    };
    const exists = (bucket: string, key: string) => existsSync(join(storage.root, bucket, key));

    it('deletes objects no row names once older than the grace period, and nothing else', async () => {
      const old = orphanKey();
      const young = orphanKey();
      await storage.write('media', old, Buffer.from('orphan'));
      await storage.write('media', young, Buffer.from('orphan'));
      age('media', old, 2);
      // A picture a row names, and an upload awaited, both old: kept.
      const ticket: Ticket = (await member.agent.get('/api/users/profile-picture-upload-url').expect(200)).body;
      await request(app.getHttpServer())
        .put(ticket.uploadUrl)
        .set('Content-Type', 'image/png')
        .send(await makeImage())
        .expect(200);
      age('documents', ticket.objectPath, 2);
      const picture = mediaFileOf(
        (
          await member.agent
            .post('/api/users/profile-picture/finalize')
            .send({ objectPath: await uploadImage('/api/users/profile-picture-upload-url') })
            .expect(200)
        ).body.profileImageUrl,
      );
      age('media', picture, 2);

      expect(await app.get(StorageSweep).run()).toBeGreaterThanOrEqual(1);
      expect(exists('media', old)).toBe(false);
      expect(exists('media', young)).toBe(true);
      expect(exists('media', picture)).toBe(true);
      expect(exists('documents', ticket.objectPath)).toBe(true);
      await storage.remove('media', young);
    });
  });

  describe('decoding pictures', () => {
    it('decodes at most IMAGE_DECODE_CONCURRENCY at once under parallel finalizes', async () => {
      const limit = app.get(AppConfig).IMAGE_DECODE_CONCURRENCY;
      const PARALLEL = 8;
      const uploaders = await Promise.all(Array.from({ length: PARALLEL }, () => signUpFreelancer(app)));
      const objectPaths = await Promise.all(
        uploaders.map((uploader) => uploadImage('/api/users/profile-picture-upload-url', uploader.agent)),
      );
      // Counted from here: the test's own images above were made with sharp too.
      let decoding = 0;
      let most = 0;
      const toBuffer = sharp.prototype.toBuffer;
      jest.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (this: unknown, ...args: unknown[]) {
        decoding++;
        most = Math.max(most, decoding);
        try {
          return await (toBuffer as (...a: unknown[]) => Promise<Buffer>).apply(this, args);
        } finally {
          decoding--;
        }
      } as typeof toBuffer);
      const answers = await Promise.all(
        objectPaths.map((objectPath, index) => uploaders[index].agent.post('/api/users/profile-picture/finalize').send({ objectPath })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(PARALLEL).fill(200));
      expect(most).toBeGreaterThanOrEqual(1);
      expect(most).toBeLessThanOrEqual(limit);
    });
  });

  describe('a full disk', () => {
    it('answers a multipart upload 507 with the error body, and keeps none of it', async () => {
      const before = filesUnder(storage.root);
      const writeStream = storage.writeStream.bind(storage);
      jest.spyOn(storage, 'writeStream').mockImplementation((bucket, key, body) => writeStream(bucket, key, diskFullAfterFirstChunk(body)));
      const response = await submit(await makeImage('jpeg', 640, 480), mp4(MB)).expect(507);
      expectErrorBody(response.body, 507, 'STORAGE.FULL');
      expect(filesUnder(storage.root)).toEqual(before);
    });

    it('answers a PUT to an upload URL 507 with the error body, and keeps none of it', async () => {
      const ticket = (await member.agent.get('/api/users/profile-picture-upload-url').expect(200)).body;
      const before = filesUnder(storage.root);
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
      expect(filesUnder(storage.root)).toEqual(before);
    });
  });

  describe('a multipart upload refused part-way, to the application in a process of its own', () => {
    let server: AppProcess;
    let agent: Agent;
    let sessionCookie: string;

    beforeAll(async () => {
      server = await startAppProcess();
      agent = request.agent(server.origin) as unknown as Agent;
      const email = uniqueEmail();
      const registered = await agent
        .post('/api/auth/register')
        .send({ email, password: TEST_PASSWORD, firstName: 'Big', lastName: 'Upload' })
        .expect(201);
      // Only a confirmed address may submit a verification (decision 0030).
      await confirmFromDevMailbox(server.origin, email);
      sessionCookie = registered
        .get('Set-Cookie')!
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    }, 60_000);
    afterAll(() => server?.stop());

    it('answers 413 for an ID image of 10.3 MB; the process lives on and nothing is stored', async () => {
      const before = filesUnder(storage.root);
      const photo = await makeImage('jpeg', 64, 48);
      // JPEG bytes then zeros, then a video; sent as a browser does, which stops sending once answered
      // (a client that insists on writing the rest may see the server close the connection instead).
      const answer = await sendUpload(
        server.origin,
        'post',
        '/api/verifications',
        { Cookie: sessionCookie },
        {
          variant: '10.3 MB ID image',
          parts: [
            { name: 'idDocument', contentType: 'image/jpeg', head: photo, size: Math.round(10.3 * MB) },
            { name: 'video', contentType: 'video/mp4', head: mp4(64), size: 8 * MB },
          ],
          ending: 'complete',
          expect: 413,
        },
        true,
      );
      expect(answer.status).toBe(413);
      if (answer.status !== 'none') expectErrorBody(JSON.parse(answer.text), 413, 'STORAGE.FILE_TOO_LARGE');
      expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
      expect(server.alive()).toBe(true);
      expect(filesUnder(storage.root)).toEqual(before);
    });
  });
});
