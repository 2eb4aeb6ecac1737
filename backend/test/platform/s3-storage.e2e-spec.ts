import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { Clock } from '../../src/platform/clock/clock';
import { ObjectStorage } from '../../src/platform/storage/object-storage';
import { S3ObjectStorage } from '../../src/platform/storage/s3-object-storage';
import { StorageSweep } from '../../src/platform/storage/storage-sweep';
import { Member, signUpAdmin, signUpFreelancer } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { makeImage } from '../support/images';
import { createTestApp } from '../support/test-app';
import { makeVideo } from '../support/videos';

type Ticket = { uploadUrl: string; objectPath: string };

/**
 * The S3 adapter against a real S3-protocol server on loopback. s3rver checks no signatures, so
 * this proves the protocol path (buckets, presigned PUT, stat, read, write, delete, public read);
 * ownership, size and expiry are ours, checked at finalize and covered here too.
 */
describe('Pictures through S3-compatible storage', () => {
  let s3: S3rver;
  let directory: string;
  let endpoint: string;
  let app: NestExpressApplication;
  let storage: ObjectStorage;
  let member: Member;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'marketplace-s3rver-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
    const address = (await s3.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
    app = await createTestApp({
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_MEDIA_BUCKET: 'test-media',
      S3_DOCUMENTS_BUCKET: 'test-documents',
    });
    storage = app.get(ObjectStorage);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  beforeEach(async () => {
    member = await signUpFreelancer(app);
  });
  afterEach(() => jest.restoreAllMocks());

  const ticket = async (): Promise<Ticket> => (await member.agent.get('/api/users/profile-picture-upload-url').expect(200)).body;
  const putToStorage = (uploadUrl: string, body: Buffer, contentType = 'image/png') =>
    fetch(uploadUrl, { method: 'PUT', body, headers: { 'Content-Type': contentType } });
  const finalize = (objectPath: string) => member.agent.post('/api/users/profile-picture/finalize').send({ objectPath });

  it('uses the S3 adapter, which created both buckets', async () => {
    expect(storage).toBeInstanceOf(S3ObjectStorage);
    const listing = await (await fetch(`${endpoint}/`)).text();
    expect(listing).toContain('<Name>test-media</Name>');
    expect(listing).toContain('<Name>test-documents</Name>');
  });

  it('signs a PUT into the private bucket, finalizes it and publishes a cleaned copy anyone can read', async () => {
    const { uploadUrl, objectPath } = await ticket();
    const signed = new URL(uploadUrl);
    expect(signed.origin).toBe(endpoint);
    expect(signed.pathname).toBe(`/test-documents/${objectPath}`);
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // UPLOAD_URL_TTL_SECONDS, less the moments since the grant.
    expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(595);
    expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);

    expect((await putToStorage(uploadUrl, await makeImage('jpeg', 900, 600), 'image/jpeg')).status).toBe(200);
    expect(await storage.stat('documents', objectPath)).toMatchObject({ size: expect.any(Number) });

    const { profileImageUrl } = (await finalize(objectPath).expect(200)).body;
    expect(profileImageUrl).toMatch(new RegExp(`^${endpoint}/test-media/pictures/[0-9a-f-]{36}\\.webp$`));
    // The upload is deleted from the private bucket.
    expect(await storage.stat('documents', objectPath)).toBeNull();

    const published = await fetch(profileImageUrl);
    expect(published.status).toBe(200);
    expect(await sharp(Buffer.from(await published.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 512, height: 341 });
  });

  it('lets the page upload to the storage and show its pictures (Content-Security-Policy)', async () => {
    const csp = (await member.agent.get('/api/health').expect(200)).headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/\./g, '\\.')}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${endpoint.replace(/\./g, '\\.')}`));
  });

  it('refuses what the storage accepted but we do not: too large, not an image, written after expiry', async () => {
    const large = await ticket();
    expect((await putToStorage(large.uploadUrl, Buffer.alloc(5 * 1024 * 1024 + 1, 1))).status).toBe(200);
    expectErrorBody((await finalize(large.objectPath).expect(413)).body, 413, 'STORAGE.FILE_TOO_LARGE');
    expect(await storage.stat('documents', large.objectPath)).toBeNull();

    const text = await ticket();
    await putToStorage(text.uploadUrl, Buffer.from('not an image'));
    expectErrorBody((await finalize(text.objectPath).expect(400)).body, 400, 'STORAGE.NOT_AN_IMAGE');

    // A URL handed out 11 minutes ago expired a minute ago; s3rver still takes the PUT.
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.now() - 11 * 60_000));
    const expired = await ticket();
    jest.restoreAllMocks();
    await putToStorage(expired.uploadUrl, await makeImage('png'));
    expectErrorBody((await finalize(expired.objectPath).expect(403)).body, 403, 'STORAGE.UPLOAD_URL_EXPIRED');

    expect((await member.agent.get('/api/auth/user').expect(200)).body.profileImageUrl).toBeNull();
  });

  it('deletes the previous picture from the media bucket', async () => {
    const first = await ticket();
    await putToStorage(first.uploadUrl, await makeImage('png'));
    const firstUrl = (await finalize(first.objectPath).expect(200)).body.profileImageUrl;
    const second = await ticket();
    await putToStorage(second.uploadUrl, await makeImage('gif'), 'image/gif');
    await finalize(second.objectPath).expect(200);
    expect((await fetch(firstUrl)).status).toBe(404);
  });

  it('streams verification files into the private bucket and signs short-lived links to read them', async () => {
    const photo = await makeImage('jpeg', 800, 600);
    // 3 MB, so its container is read from S3 a range at a time.
    const video = await makeVideo({ seconds: 12, padTo: 3 * 1024 * 1024 });
    const { id } = (
      await member.agent
        .post('/api/verifications')
        .attach('idDocument', photo, { filename: 'id.jpg', contentType: 'image/jpeg' })
        .attach('video', video, { filename: 'me.mp4', contentType: 'video/mp4' })
        .expect(201)
    ).body;
    const admin = await signUpAdmin(app);
    const links = (await admin.agent.post(`/api/admin/verifications/${id}/document-links`).expect(200)).body;
    expect(new URL(links.idDocumentUrl).pathname).toMatch(/^\/test-documents\/verifications\//);
    expect(new URL(links.videoUrl).searchParams.get('X-Amz-Expires')).toMatch(/^(29\d|300)$/);

    const image = await fetch(links.idDocumentUrl);
    expect(image.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await image.arrayBuffer()), photo)).toBe(0);
    const movie = await fetch(links.videoUrl);
    expect(Buffer.from(await movie.arrayBuffer()).length).toBe(video.length);
  });

  it('has no upload URL of its own (uploads go to the storage)', async () => {
    expectErrorBody(
      (await member.agent.put('/api/storage/uploads/x.y').set('Content-Type', 'image/png').send('x').expect(404)).body,
      404,
      'STORAGE.NOT_LOCAL',
    );
  });

  it('lists the buckets for the sweep, which deletes what was PUT after its upload was finalized and keeps what rows name', async () => {
    const given = await ticket();
    await putToStorage(given.uploadUrl, await makeImage('png', 32, 32));
    const { profileImageUrl } = (await finalize(given.objectPath).expect(200)).body;
    const published = storage.mediaKeyOf(profileImageUrl)!;
    // A presigned URL takes any number of PUTs until it expires; the upload was finalized already.
    const late = await ticket();
    expectErrorBody((await finalize(late.objectPath).expect(400)).body, 400, 'STORAGE.NOTHING_UPLOADED');
    expect((await putToStorage(late.uploadUrl, Buffer.alloc(1024 * 1024, 1))).status).toBe(200);
    const listed: string[] = [];
    for await (const object of storage.list('documents')) listed.push(object.key);
    expect(listed).toContain(late.objectPath);

    const sweep = app.get(StorageSweep);
    await sweep.run();
    // Younger than the grace period: an upload may still be on its way to being recorded.
    expect(await storage.stat('documents', late.objectPath)).not.toBeNull();
    jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 2 * 60 * 60_000));
    expect(await sweep.run()).toBeGreaterThanOrEqual(1);
    expect(await storage.stat('documents', late.objectPath)).toBeNull();
    expect(await storage.stat('media', published)).not.toBeNull();
  });
});
