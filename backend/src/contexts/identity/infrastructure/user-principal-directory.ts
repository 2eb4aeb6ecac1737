import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Principal, PrincipalDirectory } from '../../../platform/auth/principal';
import { readRows } from '../../../platform/database/read-rows';

/** Runs on every authenticated request: one primary-key read, no entity hydration. */
@Injectable()
export class UserPrincipalDirectory extends PrincipalDirectory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findById(userId: string): Promise<Principal | null> {
    const [row] = await readRows<Principal>(this.em, 'select id, role, username from users where id = ?', [userId]);
    return row ?? null;
  }
}
