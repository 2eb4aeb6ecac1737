import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { PrincipalDirectory } from '../../platform/auth/principal';
import { AccountFailureCounter } from '../../platform/rate-limit/failure-limits';
import { AccountLockouts } from './application/account-lockouts';
import { CredentialFailurePruning } from './application/credential-failure-pruning.schedule';
import { TellOwnerOfLockout } from './application/events/on-account-lockout-began';
import { CredentialFailures } from './infrastructure/credential-failures';
import { CountCompletedJob } from './application/events/on-contract-completed';
import { KeepTrustScore } from './application/events/on-trust-score-changed';
import { CountPublishedReviews } from './application/events/on-reviews-published';
import { MarkUserVerified } from './application/events/on-verification-approved';
import { GrantAdminHandler } from './application/commands/grant-admin';
import { RevokeAdminHandler } from './application/commands/revoke-admin';
import { AddPortfolioItemHandler } from './application/commands/add-portfolio-item';
import { EditPortfolioItemHandler } from './application/commands/edit-portfolio-item';
import { RemovePortfolioItemHandler } from './application/commands/remove-portfolio-item';
import { RequestImageUploadHandler } from './application/commands/request-image-upload';
import { SetProfilePictureHandler } from './application/commands/set-profile-picture';
import { RegisterUserHandler } from './application/commands/register-user';
import { SeedDemoUsersHandler } from './application/commands/seed-demo-users';
import { SwitchRoleHandler } from './application/commands/switch-role';
import { UpdateProfileHandler } from './application/commands/update-profile';
import { ChangeUsernameHandler } from './application/commands/change-username';
import { SetUpUsernameHandler } from './application/commands/set-up-username';
import { CheckUsernameHandler } from './application/queries/check-username';
import { CountUsersHandler } from './application/queries/count-users';
import { CountWorkersHandler } from './application/queries/count-workers';
import { GetPublicProfileHandler } from './application/queries/get-public-profile';
import { GetUserHandler } from './application/queries/get-user';
import { FindLiveAccountsHandler } from './application/queries/find-live-accounts';
import { GetAccountStandingsHandler } from './application/queries/get-account-standings';
import { GetEmailRecipientsHandler } from './application/queries/get-email-recipients';
import { GetUserSummariesHandler } from './application/queries/get-user-summaries';
import { GetAlertSubjectFreelancersHandler } from './application/queries/get-alert-subject-freelancers';
import { GetFreelancerCardsHandler } from './application/queries/get-freelancer-cards';
import { GetMatchingProfileHandler } from './application/queries/get-matching-profile';
import { FindFreelancersWithSkillsHandler } from './application/queries/find-freelancers-with-skills';
import { ListPortfolioHandler } from './application/queries/list-portfolio';
import { SearchFreelancersHandler } from './application/queries/search-freelancers';
import { ListPublicProfileAddressesHandler } from './application/queries/list-public-profile-addresses';
import { DescribePublicProfileHandler } from './application/queries/describe-public-profile';
import { VerifyCredentialsHandler } from './application/commands/verify-credentials';
import { PortfolioItem } from './domain/portfolio-item.entity';
import { User } from './domain/user.entity';
import { ChangePasswordHandler } from './application/commands/change-password';
import { EndOtherSessionsHandler } from './application/commands/end-other-sessions';
import { EndSessionHandler } from './application/commands/end-session';
import { ListSessionsHandler } from './application/queries/list-sessions';
import { ChangeEmailHandler } from './application/commands/change-email';
import { ConfirmEmailChangeHandler } from './application/commands/confirm-email-change';
import { ConfirmEmailVerificationHandler } from './application/commands/confirm-email-verification';
import { RequestEmailVerificationHandler } from './application/commands/request-email-verification';
import { RequestPasswordResetHandler } from './application/commands/request-password-reset';
import { ResetPasswordHandler } from './application/commands/reset-password';
import { AccountLinkMails } from './application/account-link-mails';
import { SendIssuedAccountLink } from './application/events/on-email-verification-or-change-link-issued';
import { SendPasswordResetLink } from './application/events/on-password-reset-requested';
import { TellOldAddressOfEmailChange } from './application/events/on-email-changed';
import { AccountLinksController } from './http/account-links.controller';
import { AccountTokens } from './infrastructure/account-tokens';
import { AccountTokenPruning } from './application/account-token-pruning.schedule';
import { NewcomerBand } from './application/newcomer-band.schedule';
import { DeleteAccountHandler } from './application/commands/delete-account';
import { RemoveDeletedAccountAttachments } from './application/events/on-account-deleted-attachments';
import { RemoveDeletedAccountPortfolio } from './application/events/on-account-deleted';
import { SuspendAccount } from './application/events/on-account-suspended';
import { LiftAccountSuspension } from './application/events/on-account-suspension-lifted';
import { TakeDownPortfolioItem } from './application/events/on-content-taken-down';
import { RestorePortfolioItem } from './application/events/on-content-restored';
import { GetPortfolioItemOwnerHandler } from './application/queries/get-portfolio-item-owner';
import { AppealTokens } from './application/appeal-tokens';
import { ReadAppealTokenHandler } from './application/queries/read-appeal-token';
import { GetProfileContentHandler } from './application/queries/get-profile-content';
import { ExportAccountProfileHandler } from './application/queries/export-account-profile';
import { AccountDataController } from './http/account-data.controller';
import { IdentityAccountData } from './http/account-data';
import { AccountSecurityController } from './http/account-security.controller';
import { AdminUsersController } from './http/admin-users.controller';
import { GetAdminUserHandler } from './application/queries/get-admin-user';
import { SearchAdminUsersHandler } from './application/queries/search-admin-users';
import { AuthController } from './http/auth.controller';
import { TwoFactorController } from './http/two-factor.controller';
import { DisableTwoFactorHandler } from './application/commands/disable-two-factor';
import { EnableTwoFactorHandler } from './application/commands/enable-two-factor';
import { RegenerateRecoveryCodesHandler } from './application/commands/regenerate-recovery-codes';
import { StartTwoFactorSetupHandler } from './application/commands/start-two-factor-setup';
import { GetTwoFactorStatusHandler } from './application/queries/get-two-factor-status';
import { SecondFactors } from './infrastructure/second-factors';
import { ProfilesController } from './http/profiles.controller';
import { SessionPagesController } from './http/session-pages.controller';
import { UsersController } from './http/users.controller';
import { IdentityReadRepository } from './infrastructure/identity-read-repository';
import { PortfolioItemRepository } from './infrastructure/portfolio-item-repository';
import { UserPrincipalDirectory } from './infrastructure/user-principal-directory';
import { UserRepository } from './infrastructure/user-repository';
import { PasswordHashing } from './application/password-hashing';

/** Accounts, sign-in, usernames and roles; profiles, portfolios and the freelancer directory. Global: every context's guards look callers up here. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([User, PortfolioItem])],
  controllers: [
    AuthController,
    AccountSecurityController,
    AccountDataController,
    AccountLinksController,
    UsersController,
    ProfilesController,
    SessionPagesController,
    AdminUsersController,
    TwoFactorController,
  ],
  providers: [
    PasswordHashing,
    IdentityAccountData,
    IdentityReadRepository,
    UserRepository,
    PortfolioItemRepository,
    RegisterUserHandler,
    ChangePasswordHandler,
    EndSessionHandler,
    EndOtherSessionsHandler,
    ListSessionsHandler,
    SetUpUsernameHandler,
    ChangeUsernameHandler,
    SwitchRoleHandler,
    UpdateProfileHandler,
    RequestImageUploadHandler,
    SetProfilePictureHandler,
    AddPortfolioItemHandler,
    EditPortfolioItemHandler,
    RemovePortfolioItemHandler,
    GrantAdminHandler,
    RevokeAdminHandler,
    SeedDemoUsersHandler,
    GetUserHandler,
    GetEmailRecipientsHandler,
    FindLiveAccountsHandler,
    GetPublicProfileHandler,
    ListPortfolioHandler,
    SearchFreelancersHandler,
    ListPublicProfileAddressesHandler,
    DescribePublicProfileHandler,
    VerifyCredentialsHandler,
    CheckUsernameHandler,
    CountWorkersHandler,
    CountUsersHandler,
    GetUserSummariesHandler,
    GetAlertSubjectFreelancersHandler,
    GetFreelancerCardsHandler,
    GetMatchingProfileHandler,
    FindFreelancersWithSkillsHandler,
    GetAccountStandingsHandler,
    SearchAdminUsersHandler,
    GetAdminUserHandler,
    SecondFactors,
    GetTwoFactorStatusHandler,
    StartTwoFactorSetupHandler,
    EnableTwoFactorHandler,
    RegenerateRecoveryCodesHandler,
    DisableTwoFactorHandler,
    CountCompletedJob,
    KeepTrustScore,
    CountPublishedReviews,
    MarkUserVerified,
    AccountTokens,
    AccountTokenPruning,
    NewcomerBand,
    RequestEmailVerificationHandler,
    ConfirmEmailVerificationHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ChangeEmailHandler,
    ConfirmEmailChangeHandler,
    AccountLinkMails,
    SendIssuedAccountLink,
    SendPasswordResetLink,
    TellOldAddressOfEmailChange,
    DeleteAccountHandler,
    ExportAccountProfileHandler,
    RemoveDeletedAccountPortfolio,
    RemoveDeletedAccountAttachments,
    SuspendAccount,
    LiftAccountSuspension,
    TakeDownPortfolioItem,
    RestorePortfolioItem,
    GetPortfolioItemOwnerHandler,
    AppealTokens,
    ReadAppealTokenHandler,
    GetProfileContentHandler,
    CredentialFailures,
    AccountLockouts,
    CredentialFailurePruning,
    TellOwnerOfLockout,
    { provide: PrincipalDirectory, useClass: UserPrincipalDirectory },
    { provide: AccountFailureCounter, useExisting: AccountLockouts },
  ],
  exports: [PrincipalDirectory, AccountFailureCounter],
})
export class IdentityModule {}
