import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../../../platform/auth/principal';
import { UserNotFound } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';

export async function loadUser(em: EntityManager, userId: string): Promise<User> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw new UserNotFound();
  return user;
}

/** What sessions keep of a user; refreshed in every session after a role or username change. */
export function toPrincipal(user: User): Principal {
  return { id: user.id, role: user.role, username: user.username };
}
