import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConversationWithUser, Message } from '../../../api/types';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { CLIENT_ID, CONVERSATION_ID, makeConversation, makeMessage, makePerson, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { stubWebSocket } from '../../../test/web-socket';

const viewer = makeUser({ role: 'freelancer' });
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const grace = makePerson();
const MESSAGES_ROUTE = `GET /api/messages/${CONVERSATION_ID}`;
const WITH_GRACE_ROUTE = `GET /api/conversations/with/${CLIENT_ID}`;

const question = makeMessage({ id: 'a0000000-0000-4000-8000-000000000001', content: 'Are you free for a night shift?' });
const answer = makeMessage({
  id: 'a0000000-0000-4000-8000-000000000002',
  senderId: viewer.id,
  receiverId: CLIENT_ID,
  content: 'Yes, from Monday.',
  readAt: '2024-06-03T10:05:00.000Z',
});
const followUp = makeMessage({
  id: 'a0000000-0000-4000-8000-000000000003',
  senderId: viewer.id,
  receiverId: CLIENT_ID,
  content: 'Shall I send my CV?',
});

function withGrace(overrides: Partial<ConversationWithUser> = {}): ConversationWithUser {
  return { conversation: makeConversation({ lastMessage: followUp }), otherUser: grace, blockedByMe: false, blocksMe: false, ...overrides };
}

function renderMessages(path: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': viewer,
    'GET /api/conversations': [makeConversation({ lastMessage: followUp, unreadCount: 0 })],
    'GET /api/conversations/unread-count': { unreadMessages: 0 },
    [WITH_GRACE_ROUTE]: withGrace(),
    [MESSAGES_ROUTE]: [question, answer, followUp],
    ...routes,
  });
  return { fetchMock, ...renderApp(path) };
}

async function thread(): Promise<HTMLElement> {
  const log = await screen.findByRole('log', { name: 'Messages with Grace Hopper' });
  await within(log).findByText('Shall I send my CV?');
  return log;
}

/** An answer the test gives when it chooses. */
function heldAnswer() {
  let answer!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => (answer = resolve));
  return { response, answer };
}

/** The message the viewer's POST asked to store, as the server would answer it. */
async function storedFrom(request: Request, id: string): Promise<Message> {
  const { receiverId, content, clientMessageId } = await request.clone().json();
  return makeMessage({ id, senderId: viewer.id, receiverId, content, clientMessageId });
}

function typeAndSend(text: string) {
  const box = screen.getByRole('textbox', { name: 'Message' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

const boxValue = () => (screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value;

/** The text bubbles of the log, in order. */
function bubbleTexts(log: HTMLElement): string[] {
  return within(log)
    .getAllByText(/./, { selector: 'p.mantine-Text-root[data-size="sm"]' })
    .map((text) => text.textContent ?? '');
}

describe('messages', () => {
  it('lists the conversations and opens the one of ?userId= with its messages and "Seen" under the last read one', async () => {
    renderMessages(`/messages?userId=${CLIENT_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    const item = within(list).getByRole('link', { name: /Grace Hopper/ });
    expect(item.getAttribute('href')).toBe(`/messages?userId=${CLIENT_ID}`);
    expect(item.getAttribute('aria-current')).toBe('page');
    expect(within(item).getByText('You: Shall I send my CV?')).toBeTruthy();
    expect(within(item).getByText('Verified')).toBeTruthy();

    const log = await thread();
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(bubbleTexts(log)).toEqual(['Are you free for a night shift?', 'Yes, from Monday.', 'Shall I send my CV?']);
    const seen = within(log).getByText('Seen');
    expect(seen.parentElement?.textContent).toContain('Yes, from Monday.');
    expect(within(log).getAllByText('Seen')).toHaveLength(1);

    expect(screen.getByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(`/profile/${CLIENT_ID}`);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the conversation of ?user= too, and refetches the counts once its messages are read', async () => {
    const { fetchMock } = renderMessages(`/messages?user=${CLIENT_ID}`);

    await thread();
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/conversations')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'GET /api/conversations/unread-count').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the unread count of a conversation in the list', async () => {
    renderMessages('/messages', { 'GET /api/conversations': [makeConversation({ lastMessage: question, unreadCount: 2 })] });

    const item = await screen.findByRole('link', { name: /Grace Hopper/ });
    expect(within(item).getByText('2 unread messages')).toBeTruthy();
    expect(within(item).getByText('Are you free for a night shift?')).toBeTruthy();
    expect(screen.getByText('No conversation selected')).toBeTruthy();
  });

  it('loads the next page of conversations with the cursor of X-Next-Cursor, showing each conversation once', async () => {
    const grace = makeConversation({ lastMessage: question, unreadCount: 0 });
    const ada = makeConversation({
      id: 'c0000000-0000-4000-8000-000000000002',
      otherUser: makePerson({ id: 'b0000000-0000-4000-8000-000000000002', firstName: 'Ada', lastName: 'Lovelace', username: 'ada' }),
      unreadCount: 0,
    });
    const { fetchMock } = renderMessages('/messages', {
      // The second page repeats Grace's conversation, as one that became active meanwhile would.
      'GET /api/conversations': (request: Request) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? jsonResponse([grace, ada])
          : jsonResponse([grace], 200, { 'X-Next-Cursor': 'page-2' }),
    });
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(list).queryByRole('link', { name: /Ada Lovelace/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(list).findByRole('link', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(within(list).getAllByRole('link', { name: /Grace Hopper/ })).toHaveLength(1);
    expect(new URL(requestsTo(fetchMock, 'GET /api/conversations').at(-1)!.url).searchParams.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there are no conversations yet', async () => {
    renderMessages('/messages', { 'GET /api/conversations': [] });

    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    expect(screen.getByText(/from their profile, a job or a worker card/)).toBeTruthy();
  });

  it('says when the address names no one to message', async () => {
    renderMessages('/messages?userId=nobody', {
      'GET /api/conversations/with/nobody': errorResponse(400, 'VALIDATION', 'Validation failed (uuid is expected)'),
    });

    expect(await screen.findByText('User not found')).toBeTruthy();
  });

  it('sends with Enter (Shift+Enter does not) and shows the message in the thread', async () => {
    const { fetchMock } = renderMessages(`/messages?userId=${CLIENT_ID}`, {
      'POST /api/messages': async (request) => jsonResponse(await storedFrom(request, 'a0000000-0000-4000-8000-000000000004'), 201),
    });
    const log = await thread();
    const box = screen.getByRole('textbox', { name: 'Message' });

    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(requestsTo(fetchMock, 'POST /api/messages')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });

    await within(log).findByText('Hello');
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    const [request] = requestsTo(fetchMock, 'POST /api/messages');
    expect(await request.json()).toEqual({ receiverId: CLIENT_ID, content: 'Hello', clientMessageId: expect.stringMatching(UUID_V4) });
    expect(boxValue()).toBe('');
  });

  it('empties the box at send time and keeps what is typed while the message is on its way', async () => {
    const held = heldAnswer();
    renderMessages(`/messages?userId=${CLIENT_ID}`, { 'POST /api/messages': () => held.response });
    const log = await thread();

    typeAndSend('First');
    expect(boxValue()).toBe('');
    const pending = (await within(log).findByText('First')).closest('[data-outgoing]')!;
    expect(pending.getAttribute('data-outgoing')).toBe('sending');
    expect(within(pending as HTMLElement).getByText('Sending…')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Second, still typing' } });
    held.answer(jsonResponse(makeMessage({ id: 'a0000000-0000-4000-8000-000000000004', senderId: viewer.id, content: 'First' }), 201));

    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(bubbleTexts(log).at(-1)).toBe('First');
    expect(boxValue()).toBe('Second, still typing');
  });

  it('sends quick messages one after another, in the order they were sent', async () => {
    const answers: ((response: Response) => void)[] = [];
    const { fetchMock } = renderMessages(`/messages?userId=${CLIENT_ID}`, {
      'POST /api/messages': () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    const log = await thread();

    for (const text of ['one', 'two', 'three']) typeAndSend(text);
    await waitFor(() => expect(within(log).getAllByText('Sending…')).toHaveLength(3));
    expect(bubbleTexts(log).slice(-3)).toEqual(['one', 'two', 'three']);

    // Each waits for the one before it.
    const posts = () => requestsTo(fetchMock, 'POST /api/messages');
    for (let index = 0; index < 3; index += 1) {
      await waitFor(() => expect(posts()).toHaveLength(index + 1));
      expect(answers).toHaveLength(index + 1);
      answers[index](jsonResponse(await storedFrom(posts()[index], `a0000000-0000-4000-8000-00000000001${index}`), 201));
    }

    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(bubbleTexts(log).slice(-3)).toEqual(['one', 'two', 'three']);
    const sent = await Promise.all(posts().map((request) => request.json()));
    expect(sent.map((body) => body.content)).toEqual(['one', 'two', 'three']);
    expect(new Set(sent.map((body) => body.clientMessageId)).size).toBe(3);
  });

  it('shows a message once when its push arrives before the answer to its send', async () => {
    const sockets = stubWebSocket();
    const held = heldAnswer();
    let delivered: Message[] = [question, answer, followUp];
    const { fetchMock } = renderMessages(`/messages?userId=${CLIENT_ID}`, {
      [MESSAGES_ROUTE]: () => jsonResponse(delivered),
      'POST /api/messages': () => held.response,
    });
    const log = await thread();

    typeAndSend('Pushed first');
    await within(log).findByText('Sending…');
    const [post] = requestsTo(fetchMock, 'POST /api/messages');
    const stored = await storedFrom(post, 'a0000000-0000-4000-8000-000000000006');
    delivered = [stored];
    act(() => sockets.push({ type: 'new_message', conversationId: CONVERSATION_ID, message: stored }));

    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(within(log).getAllByText('Pushed first')).toHaveLength(1);
    held.answer(jsonResponse(stored, 201));
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/conversations').length).toBeGreaterThanOrEqual(3));
    expect(within(log).getAllByText('Pushed first')).toHaveLength(1);
    expect(bubbleTexts(log)).toHaveLength(4);
  });

  it("shows a message that could not be sent as failed, with the server's reason; Retry sends it again under the same id", async () => {
    let attempts = 0;
    const { fetchMock } = renderMessages(`/messages?userId=${CLIENT_ID}`, {
      'POST /api/messages': async (request) => {
        attempts += 1;
        if (attempts === 1) return errorResponse(503, 'UNAVAILABLE', 'The service is busy');
        return jsonResponse(await storedFrom(request, 'a0000000-0000-4000-8000-000000000007'), 201);
      },
    });
    const log = await thread();

    typeAndSend('Still there?');
    expect(boxValue()).toBe('');
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText('The service is busy')).toBeTruthy();
    const failed = (await within(log).findByText('Not sent')).closest('[data-outgoing]') as HTMLElement;
    expect(within(failed).getByText('Still there?')).toBeTruthy();

    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(log).queryByText('Not sent')).toBeNull());
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(within(log).getAllByText('Still there?')).toHaveLength(1);
    const bodies = await Promise.all(requestsTo(fetchMock, 'POST /api/messages').map((request) => request.json()));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('discards a message that cannot be sent', async () => {
    const { fetchMock } = renderMessages(`/messages?userId=${CLIENT_ID}`, {
      'POST /api/messages': errorResponse(403, 'MESSAGING.BLOCKED', 'You cannot message this user'),
    });
    const log = await thread();

    typeAndSend('Hello?');
    expect(await screen.findByText('You cannot message this user')).toBeTruthy();
    fireEvent.click(await within(log).findByRole('button', { name: 'Discard' }));

    await waitFor(() => expect(within(log).queryByText('Hello?')).toBeNull());
    expect(requestsTo(fetchMock, 'POST /api/messages')).toHaveLength(1);
  });

  it('starts a conversation with the first message, showing it while it is sent', async () => {
    let first: Message | null = null;
    const held = heldAnswer();
    renderMessages(`/messages?userId=${CLIENT_ID}`, {
      'GET /api/conversations': [],
      [WITH_GRACE_ROUTE]: () => jsonResponse(withGrace({ conversation: first && makeConversation({ lastMessage: first }) })),
      'POST /api/messages': async (request) => {
        first = await storedFrom(request, 'a0000000-0000-4000-8000-000000000008');
        return held.response;
      },
      [MESSAGES_ROUTE]: () => jsonResponse([first]),
    });

    expect(await screen.findByText('No messages yet. Say hello to Grace!')).toBeTruthy();
    typeAndSend('Hi Grace');
    expect(await screen.findByText('Sending…')).toBeTruthy();
    expect(screen.getByText('Hi Grace')).toBeTruthy();
    await waitFor(() => expect(first).not.toBeNull());
    held.answer(jsonResponse(first, 201));

    const log = await screen.findByRole('log', { name: 'Messages with Grace Hopper' });
    expect(await within(log).findByText('Hi Grace')).toBeTruthy();
    expect(screen.getAllByText('Hi Grace')).toHaveLength(1);
    expect(screen.queryByText('Sending…')).toBeNull();
  });

  it('receives new messages live and shows "Seen" once the other user has read', async () => {
    const sockets = stubWebSocket();
    const reply = makeMessage({ id: 'a0000000-0000-4000-8000-000000000005', content: 'Yes please.' });
    let delivered: Message[] = [question, answer, followUp];
    const { fetchMock } = renderMessages(`/messages?userId=${CLIENT_ID}`, { [MESSAGES_ROUTE]: () => jsonResponse(delivered) });
    const log = await thread();

    act(() =>
      sockets.push({
        type: 'message_read',
        conversationId: CONVERSATION_ID,
        readerId: CLIENT_ID,
        lastReadMessageId: followUp.id,
        readAt: '2024-06-03T10:07:00.000Z',
      }),
    );
    await waitFor(() => expect(within(log).getByText('Seen').parentElement?.textContent).toContain('Shall I send my CV?'));

    delivered = [reply];
    act(() => sockets.push({ type: 'new_message', conversationId: CONVERSATION_ID, message: reply }));
    expect(await within(log).findByText('Yes please.')).toBeTruthy();
    const newer = requestsTo(fetchMock, MESSAGES_ROUTE).at(-1)!;
    expect(new URL(newer.url).searchParams.get('after')).toBe(followUp.id);
    expect(bubbleTexts(log)).toHaveLength(4);
  });

  it('shows a message an administrator removed in italics, without its menu, and blanks one removed live', async () => {
    const sockets = stubWebSocket();
    const removedQuestion = { ...question, content: '', removedByAdministrator: true };
    renderMessages(`/messages?userId=${CLIENT_ID}`, { [MESSAGES_ROUTE]: [removedQuestion, answer, followUp] });
    const log = await thread();

    const removed = within(log).getByText('This message was removed by an administrator.');
    expect(removed.style.fontStyle).toBe('italic');
    expect(within(log).queryByRole('button', { name: "Options for Grace's message" })).toBeNull();

    act(() =>
      sockets.push({
        type: 'message_removed',
        conversationId: CONVERSATION_ID,
        message: { ...followUp, content: '', removedByAdministrator: true },
      }),
    );
    await waitFor(() => expect(within(log).getAllByText('This message was removed by an administrator.')).toHaveLength(2));
    expect(within(log).queryByText('Shall I send my CV?')).toBeNull();
    expect(within(log).getByText('Yes, from Monday.')).toBeTruthy();
  });

  it('offers the sender of a removed message its appeal, once (decision 0065)', async () => {
    const removedAnswer = { ...answer, content: '', removedByAdministrator: true };
    renderMessages(`/messages?userId=${CLIENT_ID}`, {
      [MESSAGES_ROUTE]: [question, removedAnswer, followUp],
      [`GET /api/appeals/subjects/${answer.id}`]: {
        action: {
          id: 'e0000000-0000-4000-8000-000000000001',
          kind: 'message_removal',
          subjectId: answer.id,
          reason: 'Off-platform payment',
          endsAt: null,
          status: 'active',
          createdAt: '2024-06-03T10:00:00.000Z',
        },
        appeal: null,
        canAppeal: true,
      },
    });
    const log = await thread();

    const removed = within(log).getByText('This message was removed by an administrator.').closest<HTMLElement>('.mantine-Paper-root')!;
    fireEvent.click(await within(removed).findByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal the decision' });
    expect(within(dialog).getByText(/Appeal the removal of this message once/)).toBeTruthy();
    // The other person's message offers no appeal: it is not theirs.
    expect(within(log).getAllByRole('button', { name: 'Appeal' })).toHaveLength(1);
  });

  it('loads earlier messages when the first page was full', async () => {
    const page = Array.from({ length: 50 }, (_, index) =>
      makeMessage({ id: `b0000000-0000-4000-8000-${String(index + 100).padStart(12, '0')}`, content: `Message ${index + 100}` }),
    );
    const earlier = makeMessage({ id: 'b0000000-0000-4000-8000-000000000001', content: 'The very first' });
    const { fetchMock } = renderMessages(`/messages?userId=${CLIENT_ID}`, {
      [MESSAGES_ROUTE]: (request) => jsonResponse(new URL(request.url).searchParams.get('before') ? [earlier] : page),
    });
    const log = await screen.findByRole('log', { name: 'Messages with Grace Hopper' });
    await within(log).findByText('Message 149');

    fireEvent.click(within(log).getByRole('button', { name: 'Load earlier messages' }));

    expect(await within(log).findByText('The very first')).toBeTruthy();
    expect(new URL(requestsTo(fetchMock, MESSAGES_ROUTE).at(-1)!.url).searchParams.get('before')).toBe(page[0].id);
    expect(within(log).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('blocks after confirming, then offers to unblock in place of the send box', async () => {
    let blocked = false;
    const { fetchMock } = renderMessages(`/messages?userId=${CLIENT_ID}`, {
      [WITH_GRACE_ROUTE]: () => jsonResponse(withGrace({ blockedByMe: blocked })),
      [`POST /api/users/${CLIENT_ID}/block`]: () => {
        blocked = true;
        return new Response(null, { status: 204 });
      },
      [`DELETE /api/users/${CLIENT_ID}/block`]: () => {
        blocked = false;
        return new Response(null, { status: 204 });
      },
    });
    await thread();

    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Grace Hopper?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('You blocked this user.')).toBeTruthy();
    expect(requestsTo(fetchMock, `POST /api/users/${CLIENT_ID}/block`)).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(screen.queryByText('You blocked this user.')).toBeNull();
  });

  it('tells a person the other user blocks that they cannot message them, instead of a box that fails on send', async () => {
    renderMessages(`/messages?userId=${CLIENT_ID}`, { [WITH_GRACE_ROUTE]: withGrace({ blocksMe: true }) });
    await thread();

    expect(await screen.findByText('You can’t message Grace Hopper.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});
