import { Conversation, orderedPair } from './conversation.entity';
import { CannotMessageSelf } from './messaging-errors';

const now = new Date('2026-05-01T10:00:00Z');

describe('orderedPair', () => {
  it('puts the smaller id first, whoever writes first, so a pair has one conversation', () => {
    expect(orderedPair('b-user', 'a-user')).toEqual(['a-user', 'b-user']);
    expect(orderedPair('a-user', 'b-user')).toEqual(['a-user', 'b-user']);
  });

  it('refuses a conversation with oneself', () => {
    expect(() => orderedPair('a-user', 'a-user')).toThrow(CannotMessageSelf);
    expect(() => new Conversation('a-user', 'a-user', now)).toThrow(CannotMessageSelf);
  });
});

describe('Conversation', () => {
  it('knows its two participants and, for each, the other one', () => {
    const conversation = new Conversation('b-user', 'a-user', now);
    expect(conversation.hasParticipant('a-user')).toBe(true);
    expect(conversation.hasParticipant('b-user')).toBe(true);
    expect(conversation.hasParticipant('c-user')).toBe(false);
    expect(conversation.otherParticipant('a-user')).toBe('b-user');
    expect(conversation.otherParticipant('b-user')).toBe('a-user');
  });

  it('numbers its messages 1, 2, 3 and remembers the latest', () => {
    const conversation = new Conversation('a-user', 'b-user', now);
    expect(conversation.lastSeq).toBe(0);
    expect(conversation.takeNextSeq('m-1', now)).toBe(1);
    const later = new Date('2026-05-01T10:05:00Z');
    expect(conversation.takeNextSeq('m-2', later)).toBe(2);
    expect(conversation).toMatchObject({ lastSeq: 2, lastMessageId: 'm-2', lastMessageAt: later });
  });
});
