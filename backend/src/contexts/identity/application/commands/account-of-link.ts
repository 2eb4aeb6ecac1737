import { EntityManager } from '@mikro-orm/postgresql';
import { AccountLinkInvalid } from '../../domain/account-links';
import { User } from '../../domain/user.entity';

/** The live account a link names, when it still has the address the link was sent to; else the link is no good. */
export async function accountOfLink(em: EntityManager, link: { userId: string; email: string } | undefined): Promise<User> {
  if (!link) throw new AccountLinkInvalid();
  const user = await em.findOne(User, { id: link.userId, deletedAt: null });
  if (!user || user.email !== link.email) throw new AccountLinkInvalid();
  return user;
}
