import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { settleEvents } from '../factories/contracts';
import { Administrator, Member, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { sessionCookie } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { makeImage } from '../support/images';
import { LiveSocket } from '../support/live-socket';
import { sql } from '../support/sql';
import { Agent, createTestApp } from '../support/test-app';

type Attachment = { id: string; name: string; contentType: string; isImage: boolean };
type Message = { id: string; conversationId: string; content: string; attachments: Attachment[]; safety: { verdict: string } };

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('Files in messages', () => {
  let app: NestExpressApplication;
  let admin: Administrator;
  let sender: Member;
  let receiver: Member;

  beforeAll(async () => {
    app = await createTestApp();
    // Listening: pushes are checked on real sockets.
    await app.listen(0, '127.0.0.1');
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    sender = await signUpFreelancer(app);
    receiver = await signUpClient(app);
  });

  const upload = async (agent: Agent, file: Buffer, name: string): Promise<Attachment> =>
    (await agent.post('/api/attachments').attach('file', file, name).expect(201)).body;
  const send = (body: Record<string, unknown>) => sender.agent.post('/api/messages').send({ receiverId: receiver.id, ...body });

  it('carries the files in the answer, the conversation, the list of conversations and the push, and opens them to both parties only', async () => {
    const socket = await LiveSocket.open(app, await sessionCookie(app, receiver));
    try {
      const image = await upload(sender.agent, await makeImage('png', 30, 20), 'screen.png');
      const document = await upload(sender.agent, pdf(), 'invoice.pdf');
      const sent: Message = (await send({ content: 'Here is the screenshot', attachmentIds: [image.id, document.id] }).expect(201)).body;
      expect(sent.attachments).toEqual([
        expect.objectContaining({ id: image.id, name: 'screen.png', contentType: 'image/png', isImage: true, width: 30, height: 20 }),
        expect.objectContaining({ id: document.id, name: 'invoice.pdf', contentType: 'application/pdf', isImage: false }),
      ]);
      const pushed = await socket.waitFor('new_message');
      expect((pushed.message as Message).attachments.map((file) => file.id)).toEqual([image.id, document.id]);

      const thread: Message[] = (await receiver.agent.get(`/api/messages/${sent.conversationId}`).expect(200)).body;
      expect(thread.map((message) => message.attachments.map((file) => file.id))).toEqual([[image.id, document.id]]);
      const conversations = (await receiver.agent.get('/api/conversations').expect(200)).body;
      expect(conversations[0].lastMessage.attachments).toHaveLength(2);

      const link = (await receiver.agent.get(`/api/attachments/${document.id}/link`).expect(200)).body;
      const served = await request(app.getHttpServer()).get(link.url).expect(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toMatch(/^inline; filename="invoice.pdf"/);
      await sender.agent.get(`/api/attachments/${image.id}/link`).expect(200);
      const stranger = await signUpFreelancer(app);
      expectErrorBody((await stranger.agent.get(`/api/attachments/${image.id}/link`).expect(404)).body, 404, 'ATTACHMENTS.NOT_FOUND');
    } finally {
      await socket.close();
    }
  });

  it('may be files only, but not empty', async () => {
    const image = await upload(sender.agent, await makeImage('png', 8, 8), 'only.png');
    const sent: Message = (await send({ content: '', attachmentIds: [image.id] }).expect(201)).body;
    expect(sent).toMatchObject({ content: '', attachments: [expect.objectContaining({ id: image.id })] });
    await settleEvents(app);
    expectErrorBody((await send({ content: '  ' }).expect(400)).body, 400);
    expectErrorBody((await send({ content: '', attachmentIds: [] }).expect(400)).body, 400);
  });

  it('stores a retried send with files once, and refuses files that are not the sender’s to attach', async () => {
    const file = await upload(sender.agent, pdf(), 'a.pdf');
    const clientMessageId = randomUUID();
    const first: Message = (await send({ content: 'Once', clientMessageId, attachmentIds: [file.id] }).expect(201)).body;
    const again: Message = (await send({ content: 'Once', clientMessageId, attachmentIds: [file.id] }).expect(201)).body;
    expect(again.id).toBe(first.id);
    expect(again.attachments.map((attached) => attached.id)).toEqual([file.id]);
    expect(await sql(app, 'select 1 from messages where sender_id = ?', [sender.id])).toHaveLength(1);

    // Attached already: a new message cannot take it.
    expectErrorBody((await send({ content: 'Twice', attachmentIds: [file.id] }).expect(422)).body, 422, 'ATTACHMENTS.NOT_AVAILABLE');
    // Someone else's upload, and an id that names nothing.
    const theirs = await upload(receiver.agent, pdf(), 'theirs.pdf');
    expectErrorBody((await send({ content: 'Mine?', attachmentIds: [theirs.id] }).expect(422)).body, 422, 'ATTACHMENTS.NOT_AVAILABLE');
    expectErrorBody((await send({ content: 'Ghost', attachmentIds: [randomUUID()] }).expect(422)).body, 422, 'ATTACHMENTS.NOT_AVAILABLE');
    // A refused send leaves its files free to attach.
    const loose = await upload(sender.agent, pdf(), 'b.pdf');
    await send({ content: 'Mixed', attachmentIds: [loose.id, theirs.id] }).expect(422);
    await send({ content: 'Now', attachmentIds: [loose.id] }).expect(201);
    const six = Array.from({ length: 6 }, () => randomUUID());
    expectErrorBody((await send({ content: 'Many', attachmentIds: six }).expect(400)).body, 400);
    expectErrorBody((await send({ content: 'Bad', attachmentIds: ['not-an-id'] }).expect(400)).body, 400);
  });

  it('lets the scam shield read the file names and the words of text files', async () => {
    const note = await upload(sender.agent, Buffer.from('Let us continue the interview on Telegram, add me @hr_recruit'), 'next-steps.txt');
    const sent: Message = (await send({ content: 'See the attached note', attachmentIds: [note.id] }).expect(201)).body;
    expect(sent.safety.verdict).toBe('hold');
    // Held: its files wait with it, for the sender alone.
    expectErrorBody((await receiver.agent.get(`/api/attachments/${note.id}/link`).expect(404)).body, 404, 'ATTACHMENTS.NOT_FOUND');
    await sender.agent.get(`/api/attachments/${note.id}/link`).expect(200);
  });

  it('hides the files of a message an administrator removed', async () => {
    const image = await upload(sender.agent, await makeImage('png', 8, 8), 'proof.png');
    const sent: Message = (await send({ content: 'Pay me here', attachmentIds: [image.id] }).expect(201)).body;
    await receiver.agent.get(`/api/attachments/${image.id}/link`).expect(200);
    const socket = await LiveSocket.open(app, await sessionCookie(app, receiver));
    try {
      await admin.agent
        .post('/api/admin/enforcement-actions')
        .send({ kind: 'message_removal', subjectId: sent.id, reason: 'Off-platform payment' })
        .expect(201);
      await settleEvents(app);
      const pushed = await socket.waitFor('message_removed');
      expect(pushed.message).toMatchObject({ id: sent.id, attachments: [] });
    } finally {
      await socket.close();
    }
    expectErrorBody((await receiver.agent.get(`/api/attachments/${image.id}/link`).expect(404)).body, 404, 'ATTACHMENTS.NOT_FOUND');
    const thread: Message[] = (await receiver.agent.get(`/api/messages/${sent.conversationId}`).expect(200)).body;
    expect(thread.find((message) => message.id === sent.id)?.attachments).toEqual([]);
  });
});
