import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { PrincipalDirectory } from '../../platform/auth/principal';
import { CountCompletedJob, KeepTrustScore } from './application/events/reputation-handlers';
import { GrantAdminHandler } from './application/commands/grant-admin';
import { RegisterUserHandler } from './application/commands/register-user';
import { SeedDemoUsersHandler } from './application/commands/seed-demo-users';
import { SwitchRoleHandler } from './application/commands/switch-role';
import { ChangeUsernameHandler, SetUpUsernameHandler } from './application/commands/username-commands';
import { CheckUsernameHandler } from './application/queries/check-username';
import { CountWorkersHandler } from './application/queries/count-workers';
import { GetUserHandler } from './application/queries/get-user';
import { GetUserSummariesHandler } from './application/queries/get-user-summaries';
import { VerifyCredentialsHandler } from './application/queries/verify-credentials';
import { User } from './domain/user.entity';
import { AuthController } from './http/auth.controller';
import { SessionPagesController } from './http/session-pages.controller';
import { UsersController } from './http/users.controller';
import { UserPrincipalDirectory } from './infrastructure/user-principal-directory';

/** Accounts, sign-in, usernames and roles. Global: every context's guards look callers up here. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([User])],
  controllers: [AuthController, UsersController, SessionPagesController],
  providers: [
    RegisterUserHandler,
    SetUpUsernameHandler,
    ChangeUsernameHandler,
    SwitchRoleHandler,
    GrantAdminHandler,
    SeedDemoUsersHandler,
    GetUserHandler,
    VerifyCredentialsHandler,
    CheckUsernameHandler,
    CountWorkersHandler,
    GetUserSummariesHandler,
    CountCompletedJob,
    KeepTrustScore,
    { provide: PrincipalDirectory, useClass: UserPrincipalDirectory },
  ],
  exports: [PrincipalDirectory],
})
export class IdentityModule {}
