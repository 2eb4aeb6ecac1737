import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Principal, PrincipalDirectory } from '../../../platform/auth/principal';
import { User } from '../domain/user.entity';

@Injectable()
export class UserPrincipalDirectory extends PrincipalDirectory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findById(userId: string): Promise<Principal | null> {
    const user = await this.em.fork().findOne(User, { id: userId }, { fields: ['id', 'role', 'username'] });
    return user ? { id: user.id, role: user.role, username: user.username } : null;
  }
}
