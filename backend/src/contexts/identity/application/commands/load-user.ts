import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { UserNotFound } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';

/** The user; `forUpdate` locks the row until the transaction ends, for changes that read what they replace. */
export async function loadUser(em: EntityManager, userId: string, options: { forUpdate?: boolean } = {}): Promise<User> {
  const user = await em.findOne(User, { id: userId }, options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!user) throw new UserNotFound();
  return user;
}
