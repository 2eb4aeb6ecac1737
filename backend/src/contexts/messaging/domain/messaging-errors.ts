import { DomainError } from '../../../platform/errors/domain-error';

/** Also what anyone outside a conversation hears: its existence is private. */
export class ConversationNotFound extends DomainError {
  constructor() {
    super('MESSAGING.CONVERSATION_NOT_FOUND', 'Conversation not found', 'not_found');
  }
}

export class RecipientNotFound extends DomainError {
  constructor() {
    super('MESSAGING.USER_NOT_FOUND', 'User not found', 'not_found');
  }
}

export class CannotMessageSelf extends DomainError {
  constructor() {
    super('MESSAGING.SELF', 'You cannot send a message to yourself', 'invalid');
  }
}

export class CannotBlockSelf extends DomainError {
  constructor() {
    super('MESSAGING.BLOCK_SELF', 'You cannot block yourself', 'invalid');
  }
}

/** The receiver blocked the sender. */
export class BlockedByRecipient extends DomainError {
  constructor() {
    super('MESSAGING.BLOCKED', 'You cannot message this user', 'forbidden');
  }
}

/** The sender blocked the receiver: they must unblock first. */
export class RecipientBlockedBySender extends DomainError {
  constructor() {
    super('MESSAGING.YOU_BLOCKED', 'You blocked this user. Unblock them to send a message.', 'forbidden');
  }
}

/** A cursor (after / before) that is not a message of this conversation. */
export class UnknownCursor extends DomainError {
  constructor(parameter: 'after' | 'before') {
    super('MESSAGING.UNKNOWN_CURSOR', `${parameter} must be the id of a message of this conversation`, 'invalid', { parameter });
  }
}

/** A clientMessageId the sender already used for a message with another receiver or content. */
export class ClientMessageIdReused extends DomainError {
  constructor() {
    super('MESSAGING.CLIENT_MESSAGE_ID_REUSED', 'This clientMessageId was already used for a different message', 'conflict');
  }
}

/** Content that is blank once trimmed. The request's validation says the same first, over HTTP. */
export class EmptyMessage extends DomainError {
  constructor() {
    super('MESSAGING.EMPTY', 'Message cannot be empty', 'invalid');
  }
}

export class MessageTooLong extends DomainError {
  constructor(maxLength: number) {
    super('MESSAGING.TOO_LONG', `A message must be at most ${maxLength} characters`, 'invalid', { maxLength });
  }
}

/** The receiver's account is suspended (decision 0035): nobody writes to it until it is lifted. */
export class RecipientSuspended extends DomainError {
  constructor() {
    super('MESSAGING.RECIPIENT_SUSPENDED', 'This account is suspended: it cannot receive messages for now', 'forbidden');
  }
}

/** A suspended account reached a send (its sessions end at suspension; this is the last guard). */
export class SenderSuspended extends DomainError {
  constructor() {
    super('MESSAGING.ACCOUNT_SUSPENDED', 'Your account is suspended', 'forbidden');
  }
}
