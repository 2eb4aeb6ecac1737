import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { Clock } from '../../src/platform/clock/clock';
import { LocalObjectStorage } from '../../src/platform/storage/local-object-storage';
import { MediaUploads, MAX_PENDING_UPLOADS } from '../../src/platform/storage/media-uploads';
import { ObjectStorage } from '../../src/platform/storage/object-storage';
import { Member, signUpFreelancer } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { IMAGE_CONTENT_TYPES, makeImage, makeJpegWithLocation } from '../support/images';
import { Agent, createTestApp } from '../support/test-app';

const FIVE_MB = 5 * 1024 * 1024;

type Ticket = { uploadUrl: string; objectPath: string };

describe('Pictures through object storage (local folder)', () => {
  let app: NestExpressApplication;
  let storage: LocalObjectStorage;
  let member: Member;

  beforeAll(async () => {
    app = await createTestApp();
    storage = app.get(ObjectStorage) as LocalObjectStorage;
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    member = await signUpFreelancer(app);
  });
  afterEach(() => jest.restoreAllMocks());

  const pictureTicket = async (agent: Agent = member.agent): Promise<Ticket> =>
    (await agent.get('/api/users/profile-picture-upload-url').expect(200)).body;
  const put = (ticket: Ticket, body: Buffer | string, contentType = 'image/png') =>
    request(app.getHttpServer()).put(ticket.uploadUrl).set('Content-Type', contentType).send(body);
  const finalize = (objectPath: string, agent: Agent = member.agent) =>
    agent.post('/api/users/profile-picture/finalize').send({ objectPath });
  const uploaded = (objectPath: string) => existsSync(join(storage.root, 'documents', objectPath));
  const mediaFile = (url: string) => join(storage.root, 'media', url.replace(/^\/media\//, ''));
  const currentPicture = async () => (await member.agent.get('/api/auth/user').expect(200)).body.profileImageUrl as string | null;

  async function setPicture(image: Buffer, contentType = 'image/png'): Promise<string> {
    const ticket = await pictureTicket();
    await put(ticket, image, contentType).expect(200);
    return (await finalize(ticket.objectPath).expect(200)).body.profileImageUrl;
  }

  describe('the flow of spec section 7', () => {
    it('hands out an upload URL, takes the PUT, publishes a cleaned copy and makes it the picture', async () => {
      const ticket = await pictureTicket();
      expect(ticket.objectPath).toMatch(/^pending\/[0-9a-f-]{36}$/);
      expect(ticket.uploadUrl).toMatch(/^\/api\/storage\/uploads\/[\w-]+\.[\w-]+$/);
      await put(ticket, await makeImage('png', 64, 48)).expect(200);
      expect(uploaded(ticket.objectPath)).toBe(true);

      const { profileImageUrl } = (await finalize(ticket.objectPath).expect(200)).body;
      expect(profileImageUrl).toMatch(/^\/media\/pictures\/[0-9a-f-]{36}\.webp$/);
      expect(await currentPicture()).toBe(profileImageUrl);
      // The upload is gone; only the checked copy is public.
      expect(uploaded(ticket.objectPath)).toBe(false);

      const served = await request(app.getHttpServer()).get(profileImageUrl).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/immutable/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    });

    it.each(['jpeg', 'png', 'webp', 'gif'] as const)('accepts a %s by its bytes', async (format) => {
      const url = await setPicture(await makeImage(format), IMAGE_CONTENT_TYPES[format]);
      expect(url).toMatch(/\.webp$/);
    });

    it('strips the EXIF location and camera, turns the picture upright, and fits it within 512 px', async () => {
      const original = await makeJpegWithLocation(1200, 900);
      expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');

      const url = await setPicture(original, 'image/jpeg');
      const published = await sharp(mediaFile(url)).metadata();
      expect(published.exif).toBeUndefined();
      expect(published.orientation).toBeUndefined();
      // 1200 × 900 shown rotated (orientation 6) is 900 × 1200: fitted to 384 × 512.
      expect({ width: published.width, height: published.height }).toEqual({ width: 384, height: 512 });
    });

    it('replaces the previous picture and deletes it from storage; removing the picture deletes it too', async () => {
      const first = await setPicture(await makeImage('png'));
      const second = await setPicture(await makeImage('jpeg'), 'image/jpeg');
      expect(existsSync(mediaFile(first))).toBe(false);
      await request(app.getHttpServer()).get(first).expect(404);
      expect(await currentPicture()).toBe(second);

      await member.agent.patch('/api/users/profile').send({ firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null }).expect(200);
      expect(await currentPicture()).toBeNull();
      expect(existsSync(mediaFile(second))).toBe(false);
    });

    it('requires a signed-in user to ask for a URL and to finalize', async () => {
      const anonymous = request(app.getHttpServer());
      expectErrorBody((await anonymous.get('/api/users/profile-picture-upload-url').expect(401)).body, 401);
      expectErrorBody(
        (await anonymous.post('/api/users/profile-picture/finalize').send({ objectPath: 'pending/x' }).expect(401)).body,
        401,
      );
    });
  });

  describe('abuse: every refusal leaves the picture as it was and nothing stored', () => {
    let before: string;
    beforeEach(async () => {
      before = await setPicture(await makeImage('png'));
    });
    afterEach(async () => {
      expect(await currentPicture()).toBe(before);
      expect(existsSync(mediaFile(before))).toBe(true);
    });

    it('refuses 5 MB + 1 byte at the upload URL, before it is stored', async () => {
      const ticket = await pictureTicket();
      const response = await put(ticket, Buffer.alloc(FIVE_MB + 1, 1), 'image/png').expect(413);
      expectErrorBody(response.body, 413, 'STORAGE.FILE_TOO_LARGE');
      expect(uploaded(ticket.objectPath)).toBe(false);
      expectErrorBody((await finalize(ticket.objectPath).expect(400)).body, 400, 'STORAGE.NOTHING_UPLOADED');
    });

    it('takes exactly 5 MB at the upload URL', async () => {
      const ticket = await pictureTicket();
      await put(ticket, Buffer.alloc(FIVE_MB, 1), 'image/png').expect(200);
      // Not an image, but the size was allowed.
      expectErrorBody((await finalize(ticket.objectPath).expect(400)).body, 400, 'STORAGE.NOT_AN_IMAGE');
    });

    it('refuses an oversized object at finalize when the storage did not check the size (S3 presigned PUT)', async () => {
      const ticket = await pictureTicket();
      await storage.write('documents', ticket.objectPath, Buffer.alloc(FIVE_MB + 1, 1));
      const response = await finalize(ticket.objectPath).expect(413);
      expectErrorBody(response.body, 413, 'STORAGE.FILE_TOO_LARGE');
      expect(response.body.message).toBe('Profile picture must be less than 5MB');
      expect(uploaded(ticket.objectPath)).toBe(false);
    });

    it.each([
      ['a text file named .png', 'hello, I am not a picture', 'image/png'],
      ['an HTML page sent as an image', '<!doctype html><script>alert(1)</script>', 'image/png'],
      [
        'an SVG (scripts can live in it)',
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        'image/svg+xml',
      ],
      ['a truncated PNG', 'truncated', 'image/png'],
    ])('refuses %s at finalize, by its bytes, and deletes the upload', async (_name, body, contentType) => {
      const ticket = await pictureTicket();
      const bytes = body === 'truncated' ? (await makeImage('png', 200, 200)).subarray(0, 60) : Buffer.from(body);
      await put(ticket, bytes, contentType).expect(200);
      const response = await finalize(ticket.objectPath).expect(400);
      expectErrorBody(response.body, 400, 'STORAGE.NOT_AN_IMAGE');
      expect(uploaded(ticket.objectPath)).toBe(false);
    });

    it('refuses an HTML body at the upload URL by its declared type (415)', async () => {
      const ticket = await pictureTicket();
      expectErrorBody((await put(ticket, '<html></html>', 'text/html').expect(415)).body, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(uploaded(ticket.objectPath)).toBe(false);
    });

    it("refuses to finalize another user's upload, which stays the owner's to finalize", async () => {
      const other = await signUpFreelancer(app);
      const ticket = await pictureTicket();
      await put(ticket, await makeImage('png')).expect(200);
      expectErrorBody((await finalize(ticket.objectPath, other.agent).expect(404)).body, 404, 'STORAGE.UPLOAD_NOT_FOUND');
      expect((await other.agent.get('/api/auth/user').expect(200)).body.profileImageUrl).toBeNull();
      expect(uploaded(ticket.objectPath)).toBe(true);
      // Cleaned up by the owner's finalize (which the afterEach check would see as a change: undo it).
      const mine = (await finalize(ticket.objectPath).expect(200)).body.profileImageUrl;
      expect(mine).not.toBe(before);
      before = mine;
    });

    it.each([
      ['a made-up key', `pending/${randomUUID()}`],
      ['a published picture', 'pictures/00000000-0000-4000-8000-000000000000.webp'],
      ['a path traversal', '../../../etc/passwd'],
      ['an absolute path', '/etc/passwd'],
      ['a key with a traversal inside', 'pending/../media/pictures/x.webp'],
    ])('refuses %s', async (_name, objectPath) => {
      expectErrorBody((await finalize(objectPath).expect(404)).body, 404, 'STORAGE.UPLOAD_NOT_FOUND');
    });

    it('refuses an objectPath granted for a portfolio image', async () => {
      const ticket: Ticket = (await member.agent.get('/api/portfolio/image-upload-url').expect(200)).body;
      await put(ticket, await makeImage('png')).expect(200);
      expectErrorBody((await finalize(ticket.objectPath).expect(404)).body, 404, 'STORAGE.UPLOAD_NOT_FOUND');
    });

    it('finalizes an upload once', async () => {
      const ticket = await pictureTicket();
      await put(ticket, await makeImage('png')).expect(200);
      const [first, second] = await Promise.all([finalize(ticket.objectPath), finalize(ticket.objectPath)]);
      expect([first.status, second.status].sort()).toEqual([200, 404]);
      before = [first, second].find((response) => response.status === 200)!.body.profileImageUrl;
    });

    it('refuses a PUT to an expired upload URL, and one whose signature was changed', async () => {
      const ticket = await pictureTicket();
      const clock = app.get(Clock);
      const later = new Date(Date.now() + 11 * 60_000);
      jest.spyOn(clock, 'now').mockReturnValue(later);
      expectErrorBody((await put(ticket, await makeImage('png')).expect(403)).body, 403, 'STORAGE.UPLOAD_URL_EXPIRED');
      jest.restoreAllMocks();

      const forged = ticket.uploadUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      expectErrorBody(
        (await put({ ...ticket, uploadUrl: forged }, await makeImage('png')).expect(403)).body,
        403,
        'STORAGE.UPLOAD_URL_INVALID',
      );
      expectErrorBody((await put({ ...ticket, uploadUrl: '/api/storage/uploads/not-a-token' }, 'x').expect(403)).body, 403);
      expect(uploaded(ticket.objectPath)).toBe(false);
    });

    it('refuses an object written after its URL expired (a store that does not check expiry)', async () => {
      const clock = app.get(Clock);
      // The URL was handed out 11 minutes ago: it expired a minute ago.
      jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() - 11 * 60_000));
      const ticket = await pictureTicket();
      jest.restoreAllMocks();
      await storage.write('documents', ticket.objectPath, await makeImage('png'));
      expectErrorBody((await finalize(ticket.objectPath).expect(403)).body, 403, 'STORAGE.UPLOAD_URL_EXPIRED');
      expect(uploaded(ticket.objectPath)).toBe(false);
    });

    it(`hands out at most ${MAX_PENDING_UPLOADS} unfinalized upload URLs at a time`, async () => {
      const other = await signUpFreelancer(app);
      await Promise.all(Array.from({ length: MAX_PENDING_UPLOADS + 3 }, () => other.agent.get('/api/users/profile-picture-upload-url')));
      expectErrorBody(
        (await other.agent.get('/api/users/profile-picture-upload-url').expect(429)).body,
        429,
        'STORAGE.TOO_MANY_PENDING_UPLOADS',
      );
      const [{ count }] = await sql<{ count: number }[]>(app, 'select count(*)::int as count from pending_uploads where owner_id = ?', [
        other.id,
      ]);
      expect(count).toBe(MAX_PENDING_UPLOADS);
    });
  });

  it('deletes uploads nobody finalized once their time is over', async () => {
    const ticket = await pictureTicket();
    await put(ticket, await makeImage('png')).expect(200);
    const uploads = app.get(MediaUploads);
    await uploads.pruneAbandoned();
    expect(uploaded(ticket.objectPath)).toBe(true);

    jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 2 * 60 * 60_000));
    await uploads.pruneAbandoned();
    expect(uploaded(ticket.objectPath)).toBe(false);
    jest.restoreAllMocks();
    expectErrorBody((await finalize(ticket.objectPath).expect(404)).body, 404, 'STORAGE.UPLOAD_NOT_FOUND');
  });

  describe('portfolio images', () => {
    const portfolioImage = async (): Promise<string> => {
      const ticket: Ticket = (await member.agent.get('/api/portfolio/image-upload-url').expect(200)).body;
      await put(ticket, await makeImage('png', 2400, 1200)).expect(200);
      return ticket.objectPath;
    };

    it('publishes the image with the item, replaces it, removes it, and deletes it with the item', async () => {
      const created = (
        await member.agent
          .post('/api/portfolio')
          .send({ title: 'Help centre rebuild', imageObjectPath: await portfolioImage() })
          .expect(201)
      ).body;
      expect(created.imageUrl).toMatch(/^\/media\/portfolio\/[0-9a-f-]{36}\.webp$/);
      expect(await sharp(mediaFile(created.imageUrl)).metadata()).toMatchObject({ width: 1600, height: 800 });

      const replaced = (
        await member.agent
          .patch(`/api/portfolio/${created.id}`)
          .send({ imageObjectPath: await portfolioImage() })
          .expect(200)
      ).body;
      expect(replaced.imageUrl).not.toBe(created.imageUrl);
      expect(existsSync(mediaFile(created.imageUrl))).toBe(false);

      const removed = (await member.agent.patch(`/api/portfolio/${created.id}`).send({ removeImage: true }).expect(200)).body;
      expect(removed.imageUrl).toBeNull();
      expect(existsSync(mediaFile(replaced.imageUrl))).toBe(false);

      const again = (
        await member.agent
          .patch(`/api/portfolio/${created.id}`)
          .send({ imageObjectPath: await portfolioImage() })
          .expect(200)
      ).body;
      await member.agent.delete(`/api/portfolio/${created.id}`).expect(204);
      expect(existsSync(mediaFile(again.imageUrl))).toBe(false);
    });

    it('refuses a non-image and stores no item; another user cannot use my upload', async () => {
      const ticket: Ticket = (await member.agent.get('/api/portfolio/image-upload-url').expect(200)).body;
      await put(ticket, 'not an image', 'image/jpeg').expect(200);
      expectErrorBody(
        (await member.agent.post('/api/portfolio').send({ title: 'X', imageObjectPath: ticket.objectPath }).expect(400)).body,
        400,
        'STORAGE.NOT_AN_IMAGE',
      );
      const other = await signUpFreelancer(app);
      const mine = await portfolioImage();
      expectErrorBody(
        (await other.agent.post('/api/portfolio').send({ title: 'Y', imageObjectPath: mine }).expect(404)).body,
        404,
        'STORAGE.UPLOAD_NOT_FOUND',
      );
      expect((await member.agent.get(`/api/portfolio/${member.id}`).expect(200)).body).toEqual([]);
      expect((await other.agent.get(`/api/portfolio/${other.id}`).expect(200)).body).toEqual([]);
    });
  });
});
