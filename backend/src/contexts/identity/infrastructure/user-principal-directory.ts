import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Expression } from 'kysely';
import { PrincipalDirectory } from '../../../platform/auth/principal';
import { IdentityTables, principalQuery } from './identity-read-repository';

/** Read inside every signed-in request's session statement: one primary-key lookup, no entity hydration. */
@Injectable()
export class UserPrincipalDirectory extends PrincipalDirectory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  principalOf(userId: Expression<string>) {
    return principalQuery(this.em.getKysely<IdentityTables>(), userId);
  }
}
