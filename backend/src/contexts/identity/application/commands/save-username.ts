import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { User } from '../../domain/user.entity';
import { Username, UsernameTaken } from '../../domain/username';
import { loadUser } from './load-user';

/** Applies `change` to the user and saves; the unique index decides races for one name. */
export async function saveUsername(
  em: EntityManager,
  userId: string,
  change: (user: User, username: Username) => void,
  username: string,
): Promise<User> {
  const fork = em.fork();
  const parsed = Username.parse(username);
  const user = await loadUser(fork, userId);
  change(user, parsed);
  try {
    await fork.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new UsernameTaken();
    throw error;
  }
  return user;
}
