import { errorTable } from '../../../platform/errors/error-table';

export const {
  ConversationNotFound,
  RecipientNotFound,
  CannotMessageSelf,
  CannotBlockSelf,
  BlockedByRecipient,
  RecipientBlockedBySender,
  UnknownCursor,
  ClientMessageIdReused,
  EmptyMessage,
  MessageTooLong,
  RecipientSuspended,
  SenderSuspended,
} = errorTable('MESSAGING', {
  /** Also what anyone outside a conversation hears: its existence is private. */
  ConversationNotFound: { code: 'CONVERSATION_NOT_FOUND', message: 'Conversation not found', kind: 'not_found' },
  RecipientNotFound: { code: 'USER_NOT_FOUND', message: 'User not found', kind: 'not_found' },
  CannotMessageSelf: { code: 'SELF', message: 'You cannot send a message to yourself', kind: 'invalid' },
  CannotBlockSelf: { code: 'BLOCK_SELF', message: 'You cannot block yourself', kind: 'invalid' },
  /** The receiver blocked the sender. */
  BlockedByRecipient: { code: 'BLOCKED', message: 'You cannot message this user', kind: 'forbidden' },
  /** The sender blocked the receiver: they must unblock first. */
  RecipientBlockedBySender: { code: 'YOU_BLOCKED', message: 'You blocked this user. Unblock them to send a message.', kind: 'forbidden' },
  /** A cursor (after / before) that is not a message of this conversation. */
  UnknownCursor: {
    code: 'UNKNOWN_CURSOR',
    message: (parameter: 'after' | 'before') => `${parameter} must be the id of a message of this conversation`,
    kind: 'invalid',
    details: (parameter: 'after' | 'before') => ({ parameter }),
  },
  /** A clientMessageId the sender already used for a message with another receiver or content. */
  ClientMessageIdReused: {
    code: 'CLIENT_MESSAGE_ID_REUSED',
    message: 'This clientMessageId was already used for a different message',
    kind: 'conflict',
  },
  /** Content that is blank once trimmed. The request's validation says the same first, over HTTP. */
  EmptyMessage: { code: 'EMPTY', message: 'Message cannot be empty', kind: 'invalid' },
  MessageTooLong: {
    code: 'TOO_LONG',
    message: (maxLength: number) => `A message must be at most ${maxLength} characters`,
    kind: 'invalid',
    details: (maxLength: number) => ({ maxLength }),
  },
  /** The receiver's account is suspended (decision 0035): nobody writes to it until it is lifted. */
  RecipientSuspended: {
    code: 'RECIPIENT_SUSPENDED',
    message: 'This account is suspended: it cannot receive messages for now',
    kind: 'forbidden',
  },
  /** A suspended account reached a send (its sessions end at suspension; this is the last guard). */
  SenderSuspended: { code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended', kind: 'forbidden' },
});
