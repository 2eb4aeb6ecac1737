import { AppConfig } from '../../../../config/app-config';
import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InvalidCredentials } from '../../domain/identity-errors';
import { passwordMatches } from '../../domain/password';
import { User } from '../../domain/user.entity';

/** Resolves an email and password to the account they open, or fails with one generic error. */
export class VerifyCredentialsQuery extends Query<{ userId: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}

@QueryHandler(VerifyCredentialsQuery)
export class VerifyCredentialsHandler implements IQueryHandler<VerifyCredentialsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  async execute(query: VerifyCredentialsQuery): Promise<{ userId: string }> {
    const user = await this.em.fork().findOne(User, { email: query.email.trim().toLowerCase() }, { populate: ['passwordHash'] });
    const matches = await passwordMatches(user?.passwordHash, query.password, this.config.passwordHashCost);
    // A deleted account's address and password are gone already; deletedAt refuses it whatever they are.
    if (!user || !matches || user.deletedAt) throw new InvalidCredentials();
    return { userId: user.id };
  }
}
