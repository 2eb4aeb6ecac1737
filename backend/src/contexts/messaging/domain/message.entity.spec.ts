import { Message, MESSAGE_MAX_LENGTH, MESSAGE_PREVIEW_LENGTH } from './message.entity';
import { ClientMessageIdReused, EmptyMessage, MessageTooLong } from './messaging-errors';

const now = new Date('2026-05-01T10:00:00Z');
const message = (content: string, clientMessageId: string | null = 'client-1') =>
  new Message({ conversationId: 'conv-1', senderId: 'ana', receiverId: 'ben', content, clientMessageId, createdAt: now });

describe('Message', () => {
  it('holds between one character and MESSAGE_MAX_LENGTH characters, unread', () => {
    expect(message('x')).toMatchObject({ content: 'x', readAt: null });
    expect(message('y'.repeat(MESSAGE_MAX_LENGTH)).content).toHaveLength(5000);
  });

  it('refuses blank content and content over the limit', () => {
    expect(() => message('')).toThrow(EmptyMessage);
    expect(() => message(' \n\t ')).toThrow(new EmptyMessage());
    expect(() => message('y'.repeat(MESSAGE_MAX_LENGTH + 1))).toThrow(MessageTooLong);
    expect(() => message('y'.repeat(MESSAGE_MAX_LENGTH + 1))).toThrow('A message must be at most 5000 characters');
  });

  it('is itself again for a retry with the same receiver and content, and refuses a reused client id otherwise', () => {
    const sent = message('Hello');
    expect(sent.repeatedBy('ben', 'Hello')).toBe(sent);
    expect(() => sent.repeatedBy('cid', 'Hello')).toThrow(ClientMessageIdReused);
    expect(() => sent.repeatedBy('ben', 'Hello!')).toThrow(ClientMessageIdReused);
  });

  it('quotes its first MESSAGE_PREVIEW_LENGTH characters for a notification', () => {
    expect(message('Short').preview()).toBe('Short');
    const long = `${'a'.repeat(MESSAGE_PREVIEW_LENGTH)}b`;
    expect(message(long).preview()).toBe('a'.repeat(MESSAGE_PREVIEW_LENGTH));
  });
});
