import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Principal } from '../../../../platform/auth/principal';
import { UserNotFound } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';

/** The user; `forUpdate` locks the row until the transaction ends, for changes that read what they replace. */
export async function loadUser(em: EntityManager, userId: string, options: { forUpdate?: boolean } = {}): Promise<User> {
  const user = await em.findOne(User, { id: userId }, options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!user) throw new UserNotFound();
  return user;
}

/** What sessions keep of a user; refreshed in every session after a role, username, email verification or second factor change. */
export function toPrincipal(user: User): Principal {
  return {
    id: user.id,
    role: user.role,
    username: user.username,
    emailVerified: user.emailVerifiedAt !== null,
    secondFactor: user.twoFactorEnabled,
  };
}
