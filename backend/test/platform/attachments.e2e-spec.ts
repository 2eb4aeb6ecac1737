import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import request from 'supertest';
import { Attachments } from '../../src/platform/attachments/attachments';
import { Clock } from '../../src/platform/clock/clock';
import { LocalObjectStorage } from '../../src/platform/storage/local-object-storage';
import { ObjectStorage } from '../../src/platform/storage/object-storage';
import { StorageSweep } from '../../src/platform/storage/storage-sweep';
import { settleEvents } from '../factories/contracts';
import { Member, signUpClient, signUpFreelancer } from '../factories/jobs';
import { TEST_PASSWORD } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { makeImage } from '../support/images';
import { sql } from '../support/sql';
import { Agent, createTestApp } from '../support/test-app';

const MB = 1024 * 1024;

/** A zip of the given entries (stored or deflated), as Word and Excel write their files. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const compressed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`;
const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const XLSX_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
export const docx = () => zipOf({ '[Content_Types].xml': contentTypes(DOCX_MAIN), 'word/document.xml': '<w:document/>' });
const xlsx = () => zipOf({ '[Content_Types].xml': contentTypes(XLSX_MAIN), 'xl/workbook.xml': '<workbook/>' });
const docm = () =>
  zipOf({
    '[Content_Types].xml': contentTypes(DOCX_MAIN),
    'word/document.xml': '<w:document/>',
    'word/vbaProject.bin': Buffer.alloc(64, 1),
  });
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const elf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]);

describe('Attachments: one mechanism for files', () => {
  let app: NestExpressApplication;
  let storage: LocalObjectStorage;
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    app = await createTestApp({ STORAGE_QUOTA_MB_PER_USER: '25' });
    storage = app.get(ObjectStorage) as LocalObjectStorage;
    owner = await signUpFreelancer(app);
    stranger = await signUpClient(app);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const upload = (agent: Agent, file: Buffer, filename: string, clientKey?: string) => {
    const call = agent.post('/api/attachments');
    if (clientKey !== undefined) call.field('clientKey', clientKey);
    return call.attach('file', file, { filename, contentType: 'application/octet-stream' });
  };
  const objectOf = async (id: string) =>
    (await sql<{ object_key: string }[]>(app, 'select object_key from attachments where id = ?', [id]))[0]?.object_key;
  const stored = (key: string) => existsSync(join(storage.root, 'documents', key));

  describe('types, by their bytes', () => {
    it.each([
      ['a PNG', () => makeImage('png', 40, 30), 'photo.png', 'image/png', true],
      ['a JPEG', () => makeImage('jpeg', 40, 30), 'photo.jpeg', 'image/jpeg', true],
      ['a WebP', () => makeImage('webp', 40, 30), 'photo.webp', 'image/webp', true],
      ['a GIF', () => makeImage('gif', 40, 30), 'photo.gif', 'image/gif', true],
      ['a PDF', async () => pdf(), 'invoice.pdf', 'application/pdf', false],
      ['plain text', async () => Buffer.from('Ticket 42: the printer is fixed.\n'), 'notes.txt', 'text/plain', false],
      ['a CSV', async () => Buffer.from('date,hours\n2026-12-01,3\n'), 'hours.csv', 'text/csv', false],
      ['Markdown', async () => Buffer.from('# Report\n\nAll done — ✓\n'), 'report.md', 'text/markdown', false],
      [
        'a Word document',
        async () => docx(),
        'letter.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        false,
      ],
      ['an Excel workbook', async () => xlsx(), 'sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', false],
    ] as const)('takes %s', async (_label, make, filename, contentType, isImage) => {
      const file = await make();
      const answer = (await upload(owner.agent, file, filename).expect(201)).body;
      expect(answer).toMatchObject({ name: filename, contentType, bytes: file.length, isImage });
      if (isImage) expect(answer).toMatchObject({ width: 40, height: 30 });
      else expect(answer).toMatchObject({ width: null, height: null });
      expect(stored(await objectOf(answer.id))).toBe(true);
    });

    it.each([
      ['a renamed executable (ELF named .png)', elf, 'holiday.png', /Programs and scripts/],
      ['a Windows program', () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 'setup.pdf', /Programs and scripts/],
      ['a shell script named .txt', () => Buffer.from('#!/bin/sh\nrm -rf ~\n'), 'readme.txt', /Programs and scripts/],
      ['a web page named .txt', () => Buffer.from('<!DOCTYPE html><script>alert(1)</script>'), 'page.txt', /Web pages/],
      ['an SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', /SVG/],
      ['a gzip archive', () => Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 1, 2, 3]), 'files.gz', /Archives/],
      ['a plain zip', () => zipOf({ 'a.txt': 'hello' }), 'files.docx', /Archives/],
      ['a Word document with macros', docm, 'letter.docx', /macros/],
      ['text that is a script by its name', () => Buffer.from('echo hi\n'), 'run.sh', /\.txt, \.csv or \.md/],
      ['text that is not UTF-8', () => Buffer.from([0x68, 0x69, 0xff, 0xfe, 0x0a]), 'notes.txt', /./],
      ['an empty file', () => Buffer.alloc(0), 'empty.txt', /empty/],
    ] as const)('refuses %s with 415 and keeps nothing', async (_label, make, filename, message) => {
      const before = await usage(owner.id);
      const answer = await upload(owner.agent, make(), filename);
      expect(answer.status).toBe(415);
      expectErrorBody(answer.body, 415, 'ATTACHMENTS.TYPE_NOT_ACCEPTED');
      expect(answer.body.message).toMatch(message);
      expect(await usage(owner.id)).toBe(before);
    });

    it('names a file by what it is, cleaned of paths and invisible characters', async () => {
      const png = await makeImage('png', 8, 8);
      const answer = (await upload(owner.agent, png, '..\\..\\C:/tmp/inv\u202eoice\u200b.exe').expect(201)).body;
      expect(answer.name).toBe('invoice.exe.png');
      const long = (await upload(owner.agent, png, `${'a'.repeat(300)}.png`).expect(201)).body;
      expect(long.name).toHaveLength(200);
      expect(long.name.endsWith('.png')).toBe(true);
    });
  });

  const usage = async (userId: string) =>
    Number(
      (await sql<{ used: string | null }[]>(app, 'select sum(size) as used from stored_objects where owner_id = ?', [userId]))[0].used ?? 0,
    );

  describe('limits', () => {
    it('refuses a file over 10 MB with 413, keeping nothing', async () => {
      const member = await signUpFreelancer(app);
      const big = Buffer.concat([Buffer.from('a'.repeat(64)), Buffer.alloc(10 * MB + 1 - 64, 0x61)]);
      expectErrorBody((await upload(member.agent, big, 'big.txt').expect(413)).body, 413, 'STORAGE.FILE_TOO_LARGE');
      expect(await usage(member.id)).toBe(0);
      expect(await sql(app, 'select 1 from attachments where owner_id = ?', [member.id])).toEqual([]);
    });

    it('counts files against the uploader’s storage quota', async () => {
      const member = await signUpFreelancer(app);
      // 25 MB quota, each upload reserves 10 MB while it streams.
      const chunk = Buffer.alloc(8 * MB, 0x62);
      await upload(member.agent, chunk, 'one.txt').expect(201);
      await upload(member.agent, chunk, 'two.txt').expect(201);
      expectErrorBody((await upload(member.agent, chunk, 'three.txt').expect(413)).body, 413, 'STORAGE.QUOTA_EXCEEDED');
      expect(await usage(member.id)).toBe(16 * MB);
    });

    it('refuses a clientKey over 64 characters and an unexpected part', async () => {
      const png = await makeImage('png', 8, 8);
      expectErrorBody((await upload(owner.agent, png, 'a.png', 'k'.repeat(65)).expect(400)).body, 400, 'STORAGE.FIELD_TOO_LONG');
      const extra = await owner.agent.post('/api/attachments').field('other', 'x').attach('file', png, 'a.png');
      expectErrorBody(extra.body, 400, 'STORAGE.UNEXPECTED_PART');
    });

    it('is for signed-in users only', async () => {
      expectErrorBody((await request(app.getHttpServer()).post('/api/attachments').attach('file', pdf(), 'a.pdf').expect(401)).body, 401);
    });
  });

  describe('a retry with the same clientKey', () => {
    it('answers the file stored the first time and stores nothing twice, even when both arrive at once', async () => {
      const member = await signUpFreelancer(app);
      const png = await makeImage('png', 16, 16);
      const key = randomUUID();
      const first = (await upload(member.agent, png, 'shot.png', key).expect(201)).body;
      const again = (await upload(member.agent, png, 'shot.png', key).expect(201)).body;
      expect(again).toEqual(first);
      const racing = randomUUID();
      const both = await Promise.all([upload(member.agent, png, 'a.png', racing), upload(member.agent, png, 'a.png', racing)]);
      expect(both.map((answer) => answer.status)).toEqual([201, 201]);
      expect(both[0].body.id).toBe(both[1].body.id);
      const rows = await sql<unknown[]>(app, 'select 1 from attachments where owner_id = ?', [member.id]);
      expect(rows).toHaveLength(2);
      expect(await usage(member.id)).toBe(2 * png.length);
    });

    it('is per owner: another user’s same key is their own file', async () => {
      const png = await makeImage('png', 16, 16);
      const key = randomUUID();
      const mine = (await upload(owner.agent, png, 'a.png', key).expect(201)).body;
      const theirs = (await upload(stranger.agent, png, 'a.png', key).expect(201)).body;
      expect(theirs.id).not.toBe(mine.id);
    });
  });

  describe('the link', () => {
    it('serves the owner the file for 5 minutes with its type, nosniff and a disposition', async () => {
      const png = await makeImage('png', 16, 16);
      const image = (await upload(owner.agent, png, 'shot.png').expect(201)).body;
      const link = (await owner.agent.get(`/api/attachments/${image.id}/link`).expect(200)).body;
      expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      const served = await request(app.getHttpServer()).get(link.url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="shot.png"/);
      expect(Buffer.compare(served.body as Buffer, png)).toBe(0);

      const text = (await upload(owner.agent, Buffer.from('<b>hi</b> plain'), 'notes.txt').expect(201)).body;
      const textLink = (await owner.agent.get(`/api/attachments/${text.id}/link`).expect(200)).body;
      const textServed = await request(app.getHttpServer()).get(textLink.url).expect(200);
      expect(textServed.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(textServed.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    });

    it('stops working once expired', async () => {
      const file = (await upload(owner.agent, pdf(), 'a.pdf').expect(201)).body;
      const link = (await owner.agent.get(`/api/attachments/${file.id}/link`).expect(200)).body;
      jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 6 * 60_000));
      expectErrorBody((await request(app.getHttpServer()).get(link.url).expect(403)).body, 403, 'STORAGE.DOWNLOAD_URL_EXPIRED');
    });

    it('answers 404 to anyone else while the file is not attached, as to an id that does not exist', async () => {
      const file = (await upload(owner.agent, pdf(), 'a.pdf').expect(201)).body;
      expectErrorBody((await stranger.agent.get(`/api/attachments/${file.id}/link`).expect(404)).body, 404, 'ATTACHMENTS.NOT_FOUND');
      expectErrorBody((await stranger.agent.get(`/api/attachments/${randomUUID()}/link`).expect(404)).body, 404, 'ATTACHMENTS.NOT_FOUND');
      expectErrorBody((await stranger.agent.get('/api/attachments/not-an-id/link').expect(404)).body, 404, 'ATTACHMENTS.NOT_FOUND');
      expectErrorBody((await request(app.getHttpServer()).get(`/api/attachments/${file.id}/link`).expect(401)).body, 401);
    });
  });

  describe('attaching (the service other contexts call)', () => {
    it('ties the owner’s uploads to a subject, idempotently, and refuses others’ files, reused files and a sixth', async () => {
      const attachments = app.get(Attachments);
      const em = app.get(EntityManager).fork();
      const ids: string[] = [];
      for (let index = 0; index < 6; index++) ids.push((await upload(owner.agent, pdf(), `p${index}.pdf`).expect(201)).body.id as string);
      const subject = randomUUID();
      const views = await em.transactional((tx: EntityManager) =>
        attachments.attach(tx, owner.id, ids.slice(0, 2), { kind: 'proposal', id: subject }),
      );
      expect(views.map((view) => view.id)).toEqual(ids.slice(0, 2));
      await em.transactional((tx: EntityManager) => attachments.attach(tx, owner.id, ids.slice(0, 2), { kind: 'proposal', id: subject }));
      expect((await attachments.viewsOf('proposal', [subject])).get(subject)?.map((view) => view.id)).toEqual(ids.slice(0, 2));
      await expect(
        em.transactional((tx: EntityManager) => attachments.attach(tx, owner.id, [ids[0]], { kind: 'proposal', id: randomUUID() })),
      ).rejects.toMatchObject({ code: 'ATTACHMENTS.NOT_AVAILABLE' });
      await expect(
        em.transactional((tx: EntityManager) => attachments.attach(tx, stranger.id, [ids[2]], { kind: 'proposal', id: randomUUID() })),
      ).rejects.toMatchObject({ code: 'ATTACHMENTS.NOT_AVAILABLE' });
      await expect(
        em.transactional((tx: EntityManager) => attachments.attach(tx, owner.id, ids.slice(2, 6), { kind: 'proposal', id: subject })),
      ).rejects.toMatchObject({ code: 'ATTACHMENTS.TOO_MANY' });
      await expect(
        em.transactional((tx: EntityManager) => attachments.attach(tx, owner.id, ids, { kind: 'proposal', id: randomUUID() })),
      ).rejects.toMatchObject({ code: 'ATTACHMENTS.TOO_MANY' });

      // Replacing keeps those listed and deletes the rest (row and ledger entry now, object by the sweep).
      const droppedKey = await objectOf(ids[1]);
      const replaced = await em.transactional((tx: EntityManager) =>
        attachments.replace(tx, owner.id, [ids[0], ids[2]], { kind: 'proposal', id: subject }),
      );
      expect(replaced.map((view) => view.id)).toEqual([ids[0], ids[2]]);
      expect(await objectOf(ids[1])).toBeUndefined();
      expect(await sql(app, 'select 1 from stored_objects where key = ?', [droppedKey])).toEqual([]);
    });

    it('reads a subject’s files back in the order they were attached in, not the order they were uploaded in', async () => {
      const attachments = app.get(Attachments);
      const em = app.get(EntityManager).fork();
      const first = (await upload(owner.agent, pdf(), 'uploaded-first.pdf').expect(201)).body.id as string;
      const second = (await upload(owner.agent, pdf(), 'uploaded-second.pdf').expect(201)).body.id as string;
      const subject = randomUUID();
      await em.transactional((tx: EntityManager) => attachments.attach(tx, owner.id, [second, first], { kind: 'proposal', id: subject }));
      expect((await attachments.viewsOf('proposal', [subject])).get(subject)?.map((view) => view.id)).toEqual([second, first]);
      // An edit that lists them the other way round orders them so.
      await em.transactional((tx: EntityManager) => attachments.replace(tx, owner.id, [first, second], { kind: 'proposal', id: subject }));
      expect((await attachments.viewsOf('proposal', [subject])).get(subject)?.map((view) => view.id)).toEqual([first, second]);
    });

    it('gives the scam shield each file’s name and a text file’s words', async () => {
      const text = (await upload(owner.agent, Buffer.from('Pay the deposit by gift card to unlock the job'), 'terms.txt').expect(201)).body;
      const image = (await upload(owner.agent, await makeImage('png', 8, 8), 'bank-login.png').expect(201)).body;
      const texts = await app.get(Attachments).screenedTexts([text.id, image.id]);
      expect(texts).toEqual(expect.arrayContaining(['terms.txt', 'bank-login.png', 'Pay the deposit by gift card to unlock the job']));
    });
  });

  describe('uploads never attached', () => {
    it('are deleted by the storage sweep after 24 hours, objects and ledger entries, while attached ones stay', async () => {
      const member = await signUpFreelancer(app);
      const loose = (await upload(member.agent, pdf(), 'loose.pdf').expect(201)).body;
      const kept = (await upload(member.agent, pdf(), 'kept.pdf').expect(201)).body;
      const em = app.get(EntityManager).fork();
      await em.transactional((tx: EntityManager) =>
        app.get(Attachments).attach(tx, member.id, [kept.id], { kind: 'proposal', id: randomUUID() }),
      );
      const looseKey = await objectOf(loose.id);
      await app.get(StorageSweep).run();
      expect(stored(looseKey)).toBe(true);
      jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 25 * 60 * 60_000));
      await app.get(StorageSweep).run();
      expect(stored(looseKey)).toBe(false);
      expect(await objectOf(loose.id)).toBeUndefined();
      expect(stored(await objectOf(kept.id))).toBe(true);
      expect(await usage(member.id)).toBe(pdf().length);
    });
  });

  describe('account data', () => {
    it('lists the user’s files in the export, and deleting the account deletes their rows and objects', async () => {
      const member = await signUpFreelancer(app);
      const file = (await upload(member.agent, pdf(), 'contract.pdf').expect(201)).body;
      const key = await objectOf(file.id);
      const data = (await member.agent.get('/api/auth/account/export').expect(200)).body;
      expect(data.attachments).toEqual([
        {
          id: file.id,
          name: 'contract.pdf',
          contentType: 'application/pdf',
          bytes: pdf().length,
          createdAt: file.createdAt,
          subjectKind: null,
          subjectId: null,
        },
      ]);
      await member.agent.delete('/api/auth/account').send({ password: TEST_PASSWORD }).expect(204);
      await settleEvents(app);
      expect(await sql(app, 'select 1 from attachments where owner_id = ?', [member.id])).toEqual([]);
      expect(stored(key)).toBe(false);
      expect(await usage(member.id)).toBe(0);
    });
  });
});
