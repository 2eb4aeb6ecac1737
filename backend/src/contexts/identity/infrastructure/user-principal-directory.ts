import { Injectable } from '@nestjs/common';
import { Principal, PrincipalDirectory } from '../../../platform/auth/principal';
import { IdentityReadRepository } from './identity-read-repository';

/** Runs on every authenticated request: one primary-key read, no entity hydration. */
@Injectable()
export class UserPrincipalDirectory extends PrincipalDirectory {
  constructor(private readonly reads: IdentityReadRepository) {
    super();
  }

  async findById(userId: string): Promise<Principal | null> {
    return (await this.reads.principal(userId)) ?? null;
  }
}
