import { EntityManager } from '@mikro-orm/postgresql';
import { UserNotFound } from '../../domain/identity-errors';
import { User } from '../../domain/user.entity';

export async function loadUser(em: EntityManager, userId: string): Promise<User> {
  const user = await em.findOne(User, { id: userId });
  if (!user) throw new UserNotFound();
  return user;
}
