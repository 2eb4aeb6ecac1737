import type { NestExpressApplication } from '@nestjs/platform-express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { DeleteExpiredVerificationMediaCommand } from '../../src/contexts/verification/application/commands/delete-expired-verification-media';
import { Clock } from '../../src/platform/clock/clock';
import { LocalObjectStorage } from '../../src/platform/storage/local-object-storage';
import { MediaProbe } from '../../src/platform/storage/media-probe';
import { ObjectStorage } from '../../src/platform/storage/object-storage';
import { settleEvents } from '../factories/contracts';
import { Member, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { makeImage } from '../support/images';
import { sql } from '../support/sql';
import { Agent, createTestApp } from '../support/test-app';
import { browserRecording, makeVideo, shortBrowserRecording, VIDEO_CONTENT_TYPES, VideoContainer } from '../support/videos';

const MB = 1024 * 1024;
/** What an MP4 begins with and nothing more: the type check takes it, the container cannot be read. */
const signatureOnly = (size = 4096) => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(size - 12, 7)]);

/** A PNG whose header says `width` × `height` and that holds one row of pixels: a decompression bomb's header. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Verification = { id: string; status: string; reviewNote: string | null; hasMedia: boolean };

describe('Identity verification', () => {
  let app: NestExpressApplication;
  let storage: LocalObjectStorage;
  let admin: Member;
  let member: Member;
  let photo: Buffer;
  let twelveSeconds: Buffer;

  beforeAll(async () => {
    app = await createTestApp();
    storage = app.get(ObjectStorage) as LocalObjectStorage;
    admin = await signUpAdmin(app);
    photo = await makeImage('jpeg', 800, 600);
    twelveSeconds = await makeVideo({ container: 'mp4', seconds: 12, width: 640, height: 480 });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    member = await signUpFreelancer(app);
  });
  afterEach(() => jest.restoreAllMocks());

  const submit = (
    agent: Agent = member.agent,
    files: { idDocument?: Buffer; video?: Buffer } = { idDocument: photo, video: twelveSeconds },
  ) => {
    let call = agent.post('/api/verifications');
    if (files.idDocument) call = call.attach('idDocument', files.idDocument, { filename: 'id.jpg', contentType: 'image/jpeg' });
    if (files.video) call = call.attach('video', files.video, { filename: 'me.mp4', contentType: 'video/mp4' });
    return call;
  };
  const ledgerRows = async (userId: string) =>
    (
      await sql<{ count: number }[]>(app, "select count(*)::int as count from stored_objects where owner_id = ? and bucket = 'documents'", [
        userId,
      ])
    )[0].count;
  const storedFiles = async (requestId: string) => {
    const [row] = await sql<{ id_document_key: string | null; video_key: string | null }[]>(
      app,
      'select id_document_key, video_key from verification_requests where id = ?',
      [requestId],
    );
    return [row.id_document_key, row.video_key];
  };
  const fileExists = (key: string | null) => key !== null && existsSync(join(storage.root, 'documents', key));
  const countRequests = async (userId: string) =>
    (await sql<{ count: number }[]>(app, 'select count(*)::int as count from verification_requests where user_id = ?', [userId]))[0].count;
  const review = (id: string, status: string, reviewNote = 'Checked against the ID.', agent: Agent = admin.agent) =>
    agent.patch(`/api/admin/verifications/${id}`).send({ status, reviewNote });

  it('takes an ID image and a video into private storage and shows the request as pending', async () => {
    const created: Verification = (await submit().expect(201)).body;
    expect(created).toMatchObject({ status: 'pending', reviewNote: null, hasMedia: true, userId: member.id });
    const [idKey, videoKey] = await storedFiles(created.id);
    expect(idKey).toMatch(/^verifications\/[0-9a-f-]{36}$/);
    expect(fileExists(idKey) && fileExists(videoKey)).toBe(true);

    expect((await member.agent.get('/api/verifications/my').expect(200)).body).toEqual({ request: created, canSubmit: false });
    const listed = (await admin.agent.get('/api/admin/verifications').expect(200)).body;
    expect(listed.find((item: Verification) => item.id === created.id)).toMatchObject({
      user: { id: member.id },
      idDocumentType: 'image/jpeg',
      videoType: 'video/mp4',
    });
  });

  it('says there is nothing yet, and that one may be submitted', async () => {
    expect((await member.agent.get('/api/verifications/my').expect(200)).body).toEqual({ request: null, canSubmit: true });
  });

  describe('refused submissions store nothing', () => {
    afterEach(async () => {
      expect(await countRequests(member.id)).toBe(0);
    });

    it.each([
      ['no video', { idDocument: 'photo' }],
      ['no ID image', { video: 'mp4' }],
      ['no files', {}],
    ])("refuses %s: 'Please upload both ID and video'", async (_name, parts) => {
      const files = {
        idDocument: 'idDocument' in parts ? photo : undefined,
        video: 'video' in parts ? twelveSeconds : undefined,
      };
      const response = await (
        Object.keys(parts).length === 0 ? member.agent.post('/api/verifications').field('note', 'x') : submit(member.agent, files)
      ).expect(400);
      expectErrorBody(response.body, 400);
      if (Object.keys(parts).length > 0)
        expect(response.body).toMatchObject({ code: 'STORAGE.MISSING_FILES', message: 'Please upload both ID and video' });
    });

    it.each([
      [
        'an ID image that is a text file named .jpg',
        { idDocument: Buffer.from('not a photo at all, only text'), video: 'mp4' },
        'ID image',
      ],
      [
        'an ID image that is an HTML page',
        { idDocument: Buffer.from('<!doctype html><script>alert(1)</script>'), video: 'mp4' },
        'ID image',
      ],
      ['a GIF as the ID image', { idDocument: Buffer.from('GIF89a\x01\x00\x01\x00'), video: 'mp4' }, 'ID image'],
      ['a video that is a JPEG', { idDocument: 'photo', video: 'photo' }, 'video'],
      ['a video that is text', { idDocument: 'photo', video: Buffer.from('this is not a video, just words') }, 'video'],
    ])('refuses %s, judged by its bytes', async (_name, parts, which) => {
      const pick = (value: Buffer | string) => (value === 'photo' ? photo : value === 'mp4' ? twelveSeconds : (value as Buffer));
      const response = await submit(member.agent, { idDocument: pick(parts.idDocument), video: pick(parts.video) }).expect(400);
      expectErrorBody(response.body, 400, 'STORAGE.FILE_TYPE_NOT_ACCEPTED');
      expect(response.body.message).toContain(which);
    });

    it('refuses an ID image over 10 MB and a video over 50 MB (413), keeping neither file', async () => {
      const bigPhoto = Buffer.concat([photo, Buffer.alloc(10 * MB + 1 - photo.length)]);
      expectErrorBody(
        (await submit(member.agent, { idDocument: bigPhoto, video: twelveSeconds }).expect(413)).body,
        413,
        'STORAGE.FILE_TOO_LARGE',
      );
      expectErrorBody(
        (await submit(member.agent, { idDocument: photo, video: signatureOnly(50 * MB + 1) }).expect(413)).body,
        413,
        'STORAGE.FILE_TOO_LARGE',
      );
    });

    it('refuses a second file in a part, an unknown part, and a body that is not multipart', async () => {
      const twice = member.agent
        .post('/api/verifications')
        .attach('idDocument', photo, 'a.jpg')
        .attach('idDocument', photo, 'b.jpg')
        .attach('video', twelveSeconds, 'v.mp4');
      expectErrorBody((await twice.expect(400)).body, 400, 'STORAGE.UNEXPECTED_PART');
      const extra = submit().attach('script', Buffer.from('x'), 'x.sh');
      expectErrorBody((await extra.expect(400)).body, 400, 'STORAGE.UNEXPECTED_PART');
      expectErrorBody((await member.agent.post('/api/verifications').send({ idDocument: 'x' }).expect(415)).body, 415);
      const broken = member.agent
        .post('/api/verifications')
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nbroken');
      expectErrorBody((await broken.expect(400)).body, 400);
    });

    it('needs a signed-in user', async () => {
      expectErrorBody((await submit(request.agent(app.getHttpServer()) as unknown as Agent).expect(401)).body, 401);
    });
  });

  describe('the files are what the screen asks for, by their bytes', () => {
    const submitVideo = (video: Buffer, container: VideoContainer = 'mp4', idDocument = photo) =>
      member.agent
        .post('/api/verifications')
        .attach('idDocument', idDocument, { filename: 'id.jpg', contentType: 'image/jpeg' })
        .attach('video', video, { filename: `me.${container}`, contentType: VIDEO_CONTENT_TYPES[container] });

    /** A 400 with the code and message, and nothing of the submission kept: no request, no file, no ledger row. */
    const expectRefused = async (response: request.Response, code: string, message?: string) => {
      expect(response.status).toBe(400);
      expectErrorBody(response.body, 400, code);
      if (message) expect(response.body.message).toBe(message);
      expect(await countRequests(member.id)).toBe(0);
      expect(await ledgerRows(member.id)).toBe(0);
      return response.body as { message: string; details?: Record<string, unknown> };
    };

    it('refuses a 3-second video, saying how long it is and how long it must be', async () => {
      const refused = await expectRefused(
        await submitVideo(await makeVideo({ seconds: 3 })),
        'VERIFICATION.VIDEO_TOO_SHORT',
        'Your video is 3 seconds long; it must be 10 to 30 seconds.',
      );
      expect(refused.details).toEqual({ durationMs: 3_000, minSeconds: 10, maxSeconds: 30 });
    });

    it('refuses a 45-second video', async () => {
      await expectRefused(
        await submitVideo(await makeVideo({ container: 'webm', seconds: 45 }), 'webm'),
        'VERIFICATION.VIDEO_TOO_LONG',
        'Your video is 45 seconds long; it must be 10 to 30 seconds.',
      );
    });

    it('takes 10 and 30 seconds, the bounds included', async () => {
      await submitVideo(await makeVideo({ container: 'mov', seconds: 10 }), 'mov').expect(201);
      const again = await signUpFreelancer(app);
      await submit(again.agent, { idDocument: photo, video: await makeVideo({ seconds: 30 }) }).expect(201);
    });

    it('takes a 12-second video, and the administrator sees its duration, resolution and both files’ sizes', async () => {
      const created = (await submitVideo(twelveSeconds).expect(201)).body as Verification;
      const expected = {
        idDocumentType: 'image/jpeg',
        videoType: 'video/mp4',
        idDocumentFile: { bytes: photo.length, width: 800, height: 600 },
        videoFile: { bytes: twelveSeconds.length, durationMs: 12_000, width: 640, height: 480 },
      };
      const queue = (await admin.agent.get('/api/admin/verifications').expect(200)).body as Verification[];
      expect(queue.find((item) => item.id === created.id)).toMatchObject(expected);
      const history = (await admin.agent.get(`/api/admin/users/${member.id}/verifications`).expect(200)).body as Verification[];
      expect(history).toEqual([expect.objectContaining(expected)]);
      expect((await review(created.id, 'approved', 'Face matches.').expect(200)).body).toMatchObject(expected);
      // The member's own view carries no figures: they are the reviewer's.
      expect((await member.agent.get('/api/verifications/my').expect(200)).body.request).not.toHaveProperty('videoFile');
    });

    it("measures a browser's recording, whose header has no duration, from its frames", async () => {
      const created = (await submitVideo(browserRecording(), 'webm').expect(201)).body as Verification;
      const [listed] = ((await admin.agent.get(`/api/admin/users/${member.id}/verifications`).expect(200)).body as Verification[]).filter(
        (item) => item.id === created.id,
      );
      expect(listed).toMatchObject({ videoType: 'video/webm', videoFile: { width: 480, height: 360 } });
      const { durationMs } = (listed as unknown as { videoFile: { durationMs: number } }).videoFile;
      expect(durationMs).toBeGreaterThan(12_000);
      expect(durationMs).toBeLessThan(13_000);
      const other = await signUpFreelancer(app);
      const short = await submit(other.agent, { idDocument: photo, video: shortBrowserRecording() }).expect(400);
      expectErrorBody(short.body, 400, 'VERIFICATION.VIDEO_TOO_SHORT');
      expect(short.body.message).toBe('Your video is 3 seconds long; it must be 10 to 30 seconds.');
    });

    it('judges the container by the bytes: a WebM named .mp4 is a WebM, and what is no video under that name is refused', async () => {
      const webm = await makeVideo({ container: 'webm', seconds: 12 });
      const created = (await submitVideo(webm, 'mp4').expect(201)).body as Verification;
      const [listed] = (await admin.agent.get(`/api/admin/users/${member.id}/verifications`).expect(200)).body as Verification[];
      expect(listed).toMatchObject({ id: created.id, videoType: 'video/webm' });

      const other = await signUpFreelancer(app);
      const named = (video: Buffer) =>
        other.agent
          .post('/api/verifications')
          .attach('idDocument', photo, { filename: 'id.jpg', contentType: 'image/jpeg' })
          .attach('video', video, { filename: 'me.mp4', contentType: 'video/mp4' });
      expectErrorBody((await named(photo).expect(400)).body, 400, 'STORAGE.FILE_TYPE_NOT_ACCEPTED');
      const unreadable = await named(signatureOnly()).expect(400);
      expectErrorBody(unreadable.body, 400, 'VERIFICATION.VIDEO_UNREADABLE');
      expect(unreadable.body.message).toBe(
        'We could not read your video. Please upload an MP4, MOV or WebM video as your camera or phone saved it.',
      );
      expect(await countRequests(other.id)).toBe(0);
    });

    it('refuses a video under 320 pixels on its shorter side', async () => {
      await expectRefused(
        await submitVideo(await makeVideo({ seconds: 12, width: 320, height: 240 })),
        'VERIFICATION.VIDEO_RESOLUTION_TOO_LOW',
        'Your video is 320 × 240 pixels; it must be at least 320 pixels on its shorter side so that your face can be recognised.',
      );
    });

    it('refuses an ID image too small to read, and one whose header claims a decompression bomb', async () => {
      await expectRefused(
        await submitVideo(twelveSeconds, 'mp4', await makeImage('jpeg', 320, 200)),
        'VERIFICATION.ID_IMAGE_TOO_SMALL',
        'Your ID image is 320 × 200 pixels; it must be at least 600 pixels on its longer side so that the ID can be read.',
      );
      await expectRefused(
        await submitVideo(twelveSeconds, 'mp4', pngHeader(30_000, 30_000)),
        'VERIFICATION.ID_IMAGE_TOO_MANY_PIXELS',
        'Your ID image is 30000 × 30000 pixels (900 megapixels); it may have at most 50 megapixels.',
      );
      await expectRefused(await submitVideo(twelveSeconds, 'mp4', photo.subarray(0, 40)), 'VERIFICATION.ID_IMAGE_UNREADABLE');
    });

    it('answers a cut or scrambled container with a 400, never a 500, nor a server that hangs', async () => {
      const cut = await submitVideo(twelveSeconds.subarray(0, Math.floor(twelveSeconds.length / 2)));
      expect(cut.status).toBe(400);
      expect(cut.body.code).toMatch(/^VERIFICATION\.VIDEO_/);
      expect(await countRequests(member.id)).toBe(0);

      const scrambledMp4 = Buffer.from(twelveSeconds);
      for (let index = 40; index < scrambledMp4.length; index += 7) scrambledMp4[index] ^= 0x5a;
      await expectRefused(await submitVideo(scrambledMp4), 'VERIFICATION.VIDEO_UNREADABLE');

      // This one sends mediabunny 1.61 into a loop that never yields: the probe's worker is ended on time.
      const scrambledRecording = Buffer.from(browserRecording());
      for (let index = 40; index < scrambledRecording.length; index += 7) scrambledRecording[index] ^= 0x5a;
      const probe = app.get(MediaProbe);
      probe.timeoutMs = 2_000;
      try {
        const [refused, health] = await Promise.all([
          submitVideo(scrambledRecording, 'webm'),
          // The server answers others meanwhile: the loop runs on the worker's thread.
          new Promise<request.Response>((resolve) => setTimeout(() => resolve(member.agent.get('/api/verifications/my')), 500)),
        ]);
        expect(health.status).toBe(200);
        await expectRefused(refused, 'VERIFICATION.VIDEO_UNREADABLE');
      } finally {
        probe.timeoutMs = 20_000;
      }
    });
  });

  it('refuses a second submission while one is pending, and a verified user (409); two at once make one', async () => {
    const results = await Promise.all([submit(), submit()]);
    expect(results.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await countRequests(member.id)).toBe(1);
    expectErrorBody((await submit().expect(409)).body, 409, 'VERIFICATION.PENDING');

    const verified = await signUpFreelancer(app, { verified: true });
    expectErrorBody((await submit(verified.agent).expect(409)).body, 409, 'VERIFICATION.ALREADY_VERIFIED');
    expect((await verified.agent.get('/api/verifications/my').expect(200)).body.canSubmit).toBe(false);
  });

  it('approval verifies the user, raises the trust score, notifies them once, and is audited', async () => {
    const { id } = (await submit().expect(201)).body;
    const decided = (await review(id, 'approved', 'ID and video match.').expect(200)).body;
    expect(decided).toMatchObject({ id, status: 'approved', reviewNote: 'ID and video match.', user: { id: member.id } });
    expectErrorBody((await review(id, 'rejected').expect(409)).body, 409, 'VERIFICATION.ALREADY_REVIEWED');
    await settleEvents(app);

    expect((await member.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ isVerified: true, trustScore: 30 });
    const notifications = (await member.agent.get('/api/notifications').expect(200)).body.filter(
      (n: { type: string }) => n.type === 'verification',
    );
    expect(notifications).toEqual([expect.objectContaining({ entityId: id, title: 'Identity verified', isRead: false })]);
    expect((await member.agent.get('/api/verifications/my').expect(200)).body).toMatchObject({
      request: { status: 'approved' },
      canSubmit: false,
    });

    const audit = await sql<{ admin_id: string; action: string; before: unknown; after: unknown }[]>(
      app,
      "select admin_id, action, before, after from admin_actions where subject_id = ? and action like 'verification.approved'",
      [id],
    );
    expect(audit).toEqual([
      {
        admin_id: admin.id,
        action: 'verification.approved',
        before: { status: 'pending' },
        after: { status: 'approved', reviewNote: 'ID and video match.' },
      },
    ]);

    // The relay delivers the approval again: no second notification, the score stays.
    await sql(
      app,
      "update outbox_events set published_at = null, claimed_until = null where type = 'verification.approved' and payload->>'userId' = ?",
      [member.id],
    );
    await settleEvents(app);
    expect(
      (await member.agent.get('/api/notifications').expect(200)).body.filter((n: { type: string }) => n.type === 'verification'),
    ).toHaveLength(1);
    expect((await member.agent.get('/api/auth/user').expect(200)).body.trustScore).toBe(30);
  });

  it('rejection leaves the user unverified, tells them why, and lets them submit again', async () => {
    const { id } = (await submit().expect(201)).body;
    await review(id, 'rejected', 'The ID photo is blurred.').expect(200);
    await settleEvents(app);
    expect((await member.agent.get('/api/auth/user').expect(200)).body.isVerified).toBe(false);
    const [notification] = (await member.agent.get('/api/notifications').expect(200)).body;
    expect(notification).toMatchObject({ type: 'verification', title: 'Verification not approved' });
    expect(notification.message).toContain('The ID photo is blurred.');
    expect((await member.agent.get('/api/verifications/my').expect(200)).body).toMatchObject({
      request: { status: 'rejected', reviewNote: 'The ID photo is blurred.' },
      canSubmit: true,
    });
    await submit().expect(201);
  });

  it('validates the decision: status, a note, and the id of the path', async () => {
    const { id } = (await submit().expect(201)).body;
    expectErrorBody((await review(id, 'maybe').expect(400)).body, 400);
    expectErrorBody((await review(id, 'approved', '   ').expect(400)).body, 400);
    expectErrorBody(
      (
        await admin.agent
          .patch(`/api/admin/verifications/${id}`)
          .send({ id: randomUUID(), status: 'approved', reviewNote: 'x' })
          .expect(400)
      ).body,
      400,
    );
    await admin.agent
      .patch(`/api/admin/verifications/${id}`)
      .send({ id, status: 'approved', reviewNote: 'Spec clients send the id too.' })
      .expect(200);
    expectErrorBody((await review(randomUUID(), 'approved').expect(404)).body, 404, 'VERIFICATION.NOT_FOUND');
  });

  describe('documents', () => {
    it('are opened by administrators only, through links that expire within 5 minutes, and every opening is recorded', async () => {
      const { id } = (await submit().expect(201)).body;
      const links = (await admin.agent.post(`/api/admin/verifications/${id}/document-links`).expect(200)).body;
      expect(Date.parse(links.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      expect(links.idDocumentUrl).toMatch(/^\/api\/storage\/objects\//);

      const anonymous = request(app.getHttpServer());
      const image = await anonymous.get(links.idDocumentUrl).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.compare(image.body as Buffer, photo)).toBe(0);
      const video = await anonymous.get(links.videoUrl).set('Range', 'bytes=0-11').buffer(true).expect(206);
      expect((video.body as Buffer).subarray(4, 8).toString()).toBe('ftyp');

      const opened = await sql<{ admin_id: string }[]>(
        app,
        "select admin_id from admin_actions where subject_id = ? and action = 'verification.documents_opened'",
        [id],
      );
      expect(opened).toEqual([{ admin_id: admin.id }]);

      jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 5 * 60_000 + 1_000));
      expectErrorBody((await anonymous.get(links.idDocumentUrl).expect(403)).body, 403, 'STORAGE.DOWNLOAD_URL_EXPIRED');
      jest.restoreAllMocks();
      const forged = links.idDocumentUrl.replace(/.$/, (last: string) => (last === 'A' ? 'B' : 'A'));
      expectErrorBody((await anonymous.get(forged).expect(403)).body, 403, 'STORAGE.DOWNLOAD_URL_INVALID');
    });

    it('an upload URL cannot be used to read, nor a download link to write', async () => {
      const ticket = (await member.agent.get('/api/users/profile-picture-upload-url').expect(200)).body;
      const token = ticket.uploadUrl.split('/').pop();
      expectErrorBody(
        (await request(app.getHttpServer()).get(`/api/storage/objects/${token}`).expect(403)).body,
        403,
        'STORAGE.DOWNLOAD_URL_INVALID',
      );
      const { id } = (await submit().expect(201)).body;
      const links = (await admin.agent.post(`/api/admin/verifications/${id}/document-links`).expect(200)).body;
      const readToken = links.idDocumentUrl.split('/').pop();
      expectErrorBody(
        (
          await request(app.getHttpServer())
            .put(`/api/storage/uploads/${readToken}`)
            .set('Content-Type', 'image/jpeg')
            .send(photo)
            .expect(403)
        ).body,
        403,
        'STORAGE.UPLOAD_URL_INVALID',
      );
    });

    it('are deleted by the owner once decided, and by the retention sweep after 30 days; the decision stays', async () => {
      const { id } = (await submit().expect(201)).body;
      expectErrorBody((await member.agent.delete(`/api/verifications/${id}/media`).expect(409)).body, 409, 'VERIFICATION.STILL_PENDING');
      const other = await signUpClient(app);
      expectErrorBody((await other.agent.delete(`/api/verifications/${id}/media`).expect(404)).body, 404);
      await review(id, 'rejected', 'Blurred.').expect(200);
      const keys = await storedFiles(id);

      await member.agent.delete(`/api/verifications/${id}/media`).expect(204);
      await member.agent.delete(`/api/verifications/${id}/media`).expect(204);
      expect(keys.some(fileExists)).toBe(false);
      expect((await member.agent.get('/api/verifications/my').expect(200)).body.request).toMatchObject({
        status: 'rejected',
        hasMedia: false,
      });
      expectErrorBody(
        (await admin.agent.post(`/api/admin/verifications/${id}/document-links`).expect(404)).body,
        404,
        'VERIFICATION.MEDIA_DELETED',
      );

      const later = (await submit().expect(201)).body;
      await review(later.id, 'approved', 'Fine.').expect(200);
      const laterKeys = await storedFiles(later.id);
      const commands = app.get(CommandBus);
      await commands.execute(new DeleteExpiredVerificationMediaCommand());
      expect(laterKeys.every(fileExists)).toBe(true);
      jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 31 * 24 * 60 * 60_000));
      expect(await commands.execute(new DeleteExpiredVerificationMediaCommand())).toBeGreaterThanOrEqual(1);
      expect(laterKeys.some(fileExists)).toBe(false);
      const [row] = await sql<{ status: string; review_note: string; media_deleted_at: string | null }[]>(
        app,
        'select status, review_note, media_deleted_at from verification_requests where id = ?',
        [later.id],
      );
      expect(row).toMatchObject({ status: 'approved', review_note: 'Fine.' });
      expect(row.media_deleted_at).not.toBeNull();
    });
  });

  describe('who may do what', () => {
    it.each([
      ['GET', '/api/admin/verifications'],
      ['PATCH', `/api/admin/verifications/${randomUUID()}`],
      ['POST', `/api/admin/verifications/${randomUUID()}/document-links`],
    ])('%s %s: 401 signed out, 403 for freelancers and clients, never a document link', async (method, path) => {
      const client = await signUpClient(app);
      const anonymous = request(app.getHttpServer());
      const send = (agent: Agent | ReturnType<typeof request>) =>
        (agent as Agent)
          [method.toLowerCase() as 'get' | 'patch' | 'post'](path)
          .send(method === 'PATCH' ? { status: 'approved', reviewNote: 'x' } : undefined);
      expectErrorBody((await send(anonymous).expect(401)).body, 401);
      expectErrorBody((await send(member.agent).expect(403)).body, 403, 'AUTH.ADMINISTRATORS_ONLY');
      expectErrorBody((await send(client.agent).expect(403)).body, 403, 'AUTH.ADMINISTRATORS_ONLY');
    });

    it("a member never gets a link to anyone's documents, their own included", async () => {
      const { id } = (await submit().expect(201)).body;
      expectErrorBody((await member.agent.post(`/api/admin/verifications/${id}/document-links`).expect(403)).body, 403);
      expect((await member.agent.get('/api/verifications/my').expect(200)).body.request).not.toHaveProperty('idDocumentUrl');
      const audit = await sql<unknown[]>(app, 'select 1 from admin_actions where subject_id = ?', [id]);
      expect(audit).toHaveLength(0);
    });
  });
});
