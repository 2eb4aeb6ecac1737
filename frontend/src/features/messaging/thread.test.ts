import { describe, expect, it } from 'vitest';
import type { Message } from '../../api/types';
import { makeMessage } from '../../test/fixtures';
import {
  appendToThread,
  heldClientMessageIds,
  lastSeenMessageId,
  mapThreadMessages,
  markReadUpTo,
  threadMessages,
  withOutgoing,
} from './thread';
import type { OutgoingMessage, Thread, ThreadItem } from './thread';

const ME = 'me';
const THEM = 'them';
const READ_AT = '2026-11-20T10:00:00.000Z';

function message(id: string, senderId: string, readAt: string | null = null, clientMessageId: string | null = null): Message {
  return makeMessage({ id, senderId, receiverId: senderId === ME ? THEM : ME, readAt, clientMessageId });
}

function outgoing(clientMessageId: string, status: OutgoingMessage['status'], stored: Message | null = null): OutgoingMessage {
  return { clientMessageId, content: `text of ${clientMessageId}`, attachmentIds: [], status, message: stored };
}

/** Each item as the thread shows it: a stored message by id, a send by its client id and state. */
const shown = (items: ThreadItem[]) =>
  items.map((item) => (item.kind === 'message' ? item.message.id : `${item.outgoing.clientMessageId}:${item.outgoing.status}`));

const ids = (messages: Message[]) => messages.map((item) => item.id);

/** A thread of a latest page and earlier pages (each oldest first), the earliest with no more before it. */
function thread(latest: Message[], ...earlier: Message[][]): Thread {
  const pages = [latest, ...earlier].map((messages, index, all) => ({ messages, hasEarlier: index < all.length - 1 }));
  return { pages, pageParams: pages.map((_, index) => (index === 0 ? {} : { before: `p${index}` })) };
}

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

  it('holds the latest page first and shows the messages oldest first', () => {
    expect(ids(threadMessages(thread([message('3', ME), message('4', THEM)], [message('1', ME), message('2', THEM)])))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(threadMessages(undefined)).toEqual([]);
  });

  it('appends to the latest page only the messages it does not hold', () => {
    const held = thread([message('3', ME)], [message('1', ME), message('2', THEM)]);
    const appended = appendToThread(held, [message('2', THEM), message('3', ME), message('4', THEM)]);
    expect(appended.pages.map((page) => ids(page.messages))).toEqual([
      ['3', '4'],
      ['1', '2'],
    ]);
    expect(appended.pages[1]).toBe(held.pages[1]);
    expect(appendToThread(held, [message('1', ME)])).toBe(held);
  });

  it('marks read across pages, keeping each message on its page', () => {
    const held = thread([message('3', ME), message('4', ME)], [message('1', ME), message('2', THEM)]);
    const marked = mapThreadMessages(held, (messages) => markReadUpTo(messages, ME, '3', READ_AT))!;
    expect(marked.pages.map((page) => page.messages.map((item) => item.readAt))).toEqual([
      [READ_AT, null],
      [READ_AT, null],
    ]);
    expect(mapThreadMessages(held, (messages) => markReadUpTo(messages, ME, 'unknown', READ_AT))).toBeNull();
  });

  it('shows the sends after the messages held, in the order they were sent', () => {
    const held = [message('1', THEM), message('2', ME, null, 'c-old')];
    const sends = [outgoing('c-a', 'sending'), outgoing('c-b', 'failed'), outgoing('c-c', 'sending')];
    expect(shown(withOutgoing(held, ME, sends))).toEqual(['1', '2', 'c-a:sending', 'c-b:failed', 'c-c:sending']);
  });

  it('shows a send once when its message is pushed or fetched before the send has its answer', () => {
    const pushed = message('3', ME, null, 'c-a');
    const held = [message('1', THEM), pushed];
    expect(shown(withOutgoing(held, ME, [outgoing('c-a', 'sending'), outgoing('c-b', 'sending')]))).toEqual(['1', '3', 'c-b:sending']);
    // The same after the answer came, and for a send that failed although its first attempt was stored.
    expect(shown(withOutgoing(held, ME, [outgoing('c-a', 'sent', pushed)]))).toEqual(['1', '3']);
    expect(shown(withOutgoing(held, ME, [outgoing('c-a', 'failed')]))).toEqual(['1', '3']);
  });

  it('shows a stored send as its message until the thread holds it', () => {
    const stored = message('4', ME, null, 'c-a');
    const items = withOutgoing([message('1', THEM)], ME, [outgoing('c-a', 'sent', stored), outgoing('c-b', 'sending')]);
    expect(shown(items)).toEqual(['1', '4', 'c-b:sending']);
    expect(items[1]).toEqual({ kind: 'message', message: stored });
  });

  it('shows a stored send once when the thread holds its message without the client id', () => {
    const stored = message('4', ME);
    expect(shown(withOutgoing([message('1', THEM), stored], ME, [outgoing('c-a', 'sent', stored)]))).toEqual(['1', '4']);
  });

  it("matches sends only with the viewer's own messages", () => {
    // The other user's message carries a client id of theirs that happens to be the same.
    const held = [message('1', THEM, null, 'c-a')];
    expect(shown(withOutgoing(held, ME, [outgoing('c-a', 'sending')]))).toEqual(['1', 'c-a:sending']);
    expect([...heldClientMessageIds([...held, message('2', ME, null, 'c-b'), message('3', ME)], ME)]).toEqual(['c-b']);
  });
});
