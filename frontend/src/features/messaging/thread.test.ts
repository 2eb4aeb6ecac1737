import { describe, expect, it } from 'vitest';
import type { Message } from '../../api/types';
import { makeMessage } from '../../test/fixtures';
import { appendMessages, lastSeenMessageId, markReadUpTo, mergeLatestPage, MESSAGES_PAGE_SIZE, prependEarlier } from './thread';

const ME = 'me';
const THEM = 'them';
const READ_AT = '2026-11-20T10:00:00.000Z';

function message(id: string, senderId: string, readAt: string | null = null): Message {
  return makeMessage({ id, senderId, receiverId: senderId === ME ? THEM : ME, readAt });
}

const ids = (messages: Message[]) => messages.map((item) => item.id);

describe('the thread', () => {
  it('shows "Seen" under the viewer\'s last message that was read, not under later unread ones or theirs', () => {
    expect(lastSeenMessageId([message('1', ME, READ_AT), message('2', ME, READ_AT), message('3', ME)], ME)).toBe('2');
    expect(lastSeenMessageId([message('1', ME, READ_AT), message('2', THEM, READ_AT)], ME)).toBe('1');
    expect(lastSeenMessageId([message('1', ME), message('2', THEM, READ_AT)], ME)).toBeNull();
    expect(lastSeenMessageId([], ME)).toBeNull();
  });

  it("marks the viewer's messages read up to the one a read receipt names", () => {
    const messages = [message('1', ME), message('2', THEM), message('3', ME), message('4', ME)];
    const marked = markReadUpTo(messages, ME, '3', READ_AT)!;
    expect(marked.map((item) => item.readAt)).toEqual([READ_AT, null, READ_AT, null]);
    expect(lastSeenMessageId(marked, ME)).toBe('3');
    expect(markReadUpTo(messages, ME, 'unknown', READ_AT)).toBeNull();
  });

  it('keeps a message read at its first reading', () => {
    const earlier = '2026-11-19T10:00:00.000Z';
    const [first] = markReadUpTo([message('1', ME, earlier)], ME, '1', READ_AT)!;
    expect(first.readAt).toBe(earlier);
  });

  it('appends only the messages it does not hold', () => {
    const held = [message('1', ME), message('2', THEM)];
    expect(ids(appendMessages(held, [message('2', THEM), message('3', ME)]))).toEqual(['1', '2', '3']);
    expect(appendMessages(held, [message('2', THEM)])).toBe(held);
  });

  it('puts earlier messages in front and expects more only after a full page', () => {
    const thread = { messages: [message('3', ME)], hasEarlier: true };
    expect(prependEarlier(thread, [message('1', ME), message('2', THEM)])).toEqual({
      messages: [message('1', ME), message('2', THEM), message('3', ME)],
      hasEarlier: false,
    });
    const page = Array.from({ length: MESSAGES_PAGE_SIZE }, (_, index) => message(`e${index}`, THEM));
    expect(prependEarlier(thread, page).hasEarlier).toBe(true);
  });

  it('keeps the earlier history when a reloaded latest page continues it, and starts afresh after a gap', () => {
    const held = { messages: [message('1', ME), message('2', THEM), message('3', ME)], hasEarlier: true };
    expect(mergeLatestPage(held, [message('2', THEM), message('3', ME, READ_AT), message('4', THEM)])).toEqual({
      messages: [message('1', ME), message('2', THEM), message('3', ME, READ_AT), message('4', THEM)],
      hasEarlier: true,
    });
    expect(mergeLatestPage(held, [message('9', THEM)])).toEqual({ messages: [message('9', THEM)], hasEarlier: false });
    expect(mergeLatestPage(undefined, [message('1', ME)])).toEqual({ messages: [message('1', ME)], hasEarlier: false });
  });
});
