import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { DatabaseError } from 'pg';
import { isUniqueViolation } from './database-errors';

function pgError(code: string, constraint: string): DatabaseError {
  return Object.assign(new DatabaseError('duplicate key value violates unique constraint', 0, 'error'), { code, constraint });
}

describe('isUniqueViolation', () => {
  it('knows a unique violation from pg, as a statement through Kysely fails, and from the ORM', () => {
    const raw = pgError('23505', 'messages_sender_id_client_message_id_unique');
    expect(isUniqueViolation(raw, 'messages_sender_id_client_message_id_unique')).toBe(true);
    expect(isUniqueViolation(new UniqueConstraintViolationException(raw), 'messages_sender_id_client_message_id_unique')).toBe(true);
    expect(isUniqueViolation(raw)).toBe(true);
  });

  it('refuses another constraint, another error and what is not an error', () => {
    expect(isUniqueViolation(pgError('23505', 'messages_conversation_id_seq_unique'), 'messages_sender_id_client_message_id_unique')).toBe(
      false,
    );
    expect(isUniqueViolation(pgError('23503', 'messages_conversation_id_foreign'))).toBe(false);
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
