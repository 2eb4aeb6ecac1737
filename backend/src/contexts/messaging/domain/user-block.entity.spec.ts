import { assertMayMessage, UserBlock } from './user-block.entity';
import { BlockedByRecipient, CannotBlockSelf, RecipientBlockedBySender } from './messaging-errors';

const now = new Date('2026-05-01T10:00:00Z');

describe('UserBlock', () => {
  it('is one user blocking another, never themselves', () => {
    expect(new UserBlock('ana', 'ben', now)).toMatchObject({ blockerId: 'ana', blockedId: 'ben', createdAt: now });
    expect(() => new UserBlock('ana', 'ana', now)).toThrow(CannotBlockSelf);
  });
});

describe('assertMayMessage', () => {
  it('lets a message through when neither blocked the other, whatever other pairs did', () => {
    expect(() => assertMayMessage([], 'ana', 'ben')).not.toThrow();
    const others = [
      { blockerId: 'ana', blockedId: 'cid' },
      { blockerId: 'cid', blockedId: 'ben' },
    ];
    expect(() => assertMayMessage(others, 'ana', 'ben')).not.toThrow();
  });

  it('tells a blocked sender only that they cannot message this user', () => {
    const call = () => assertMayMessage([{ blockerId: 'ben', blockedId: 'ana' }], 'ana', 'ben');
    expect(call).toThrow(BlockedByRecipient);
    expect(call).toThrow(
      expect.objectContaining({ code: 'MESSAGING.BLOCKED', kind: 'forbidden', message: 'You cannot message this user' }),
    );
  });

  it('tells a sender who blocked the receiver to unblock first', () => {
    const call = () => assertMayMessage([{ blockerId: 'ana', blockedId: 'ben' }], 'ana', 'ben');
    expect(call).toThrow(RecipientBlockedBySender);
    expect(call).toThrow(
      expect.objectContaining({
        code: 'MESSAGING.YOU_BLOCKED',
        kind: 'forbidden',
        message: 'You blocked this user. Unblock them to send a message.',
      }),
    );
  });

  it("gives the receiver's block when both blocked each other", () => {
    const both = [
      { blockerId: 'ana', blockedId: 'ben' },
      { blockerId: 'ben', blockedId: 'ana' },
    ];
    expect(() => assertMayMessage(both, 'ana', 'ben')).toThrow(BlockedByRecipient);
    expect(() => assertMayMessage(both, 'ben', 'ana')).toThrow(BlockedByRecipient);
  });
});
