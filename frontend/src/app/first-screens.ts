/**
 * The code each signed-in screen needs beyond the entry chunk, by route path (`$name` stands for
 * any one segment). The build turns the modules into their chunks (build-tools/first-load.ts) and
 * the server names those in the page as module preloads, so a visit that starts on a screen
 * fetches its code with the app's instead of after it (decision 0041). The route table's test
 * (first-screens.test.ts) keeps this in step with the routes.
 */
export const SIGNED_IN_FRAME_MODULES = ['src/app/AppLayout.tsx'];

/** What every page loads lazily once the app has started: the toasts' host and the theme menu. */
export const AFTER_START_MODULES = ['src/components/Toasts.tsx', 'src/components/ThemeMenu.tsx'];

/**
 * The screens shown without the signed-in frame (signing in and out, the pages email links open,
 * the choice of a username), which the routes load lazily. The build keeps what they need out of
 * the signed-in screens' chunks (build-tools/chunk-groups.ts), so that opening one costs no frame.
 */
export const FRAMELESS_SCREEN_MODULES = [
  'src/features/auth/components/SignInScreen.tsx',
  'src/features/auth/components/LogoutScreen.tsx',
  'src/features/account-links/components/ForgotPasswordPage.tsx',
  'src/features/account-links/components/ResetPasswordPage.tsx',
  'src/features/account-links/components/VerifyEmailPage.tsx',
  'src/features/account-links/components/ConfirmEmailChangePage.tsx',
  'src/features/account-links/components/UnsubscribePage.tsx',
  'src/features/username/components/UsernameSetupForm.tsx',
];

export const FIRST_SCREEN_MODULES: Record<string, string[]> = {
  '/': ['src/features/dashboard/components/DashboardPage.tsx'],
  '/jobs': ['src/features/jobs/components/BrowseJobsPage.tsx'],
  '/jobs/new': ['src/features/jobs/components/CreatePostForm.tsx'],
  '/jobs/$jobId': ['src/features/jobs/components/JobDetailPage.tsx', 'src/features/moderation/components/ReportButton.tsx'],
  '/jobs/$jobId/apply': ['src/features/jobs/components/JobDetailPage.tsx'],
  '/jobs/$jobId/applications': ['src/features/jobs/components/JobApplicationsPage.tsx'],
  '/applications': ['src/features/jobs/components/MyApplicationsPage.tsx'],
  '/my-jobs': ['src/features/jobs/components/MyJobsPage.tsx'],
  '/contracts': ['src/features/contracts/components/ContractsPage.tsx'],
  '/contracts/$contractId': [
    'src/features/contracts/components/ContractDetailPage.tsx',
    'src/features/moderation/components/ContractDispute.tsx',
  ],
  '/contracts/$contractId/review': ['src/features/contracts/components/ReviewPage.tsx'],
  '/messages': ['src/features/messaging/components/MessagesPage.tsx'],
  '/profile': ['src/features/profiles/components/ProfilePage.tsx'],
  '/profile/$userId': ['src/features/profiles/components/ProfilePage.tsx', 'src/features/moderation/components/ReportButton.tsx'],
  '/freelancers': ['src/features/profiles/components/FreelancersPage.tsx'],
  '/verification': ['src/features/verification/components/VerificationPage.tsx'],
  '/settings': [
    'src/features/settings/components/AccountCard.tsx',
    'src/features/profiles/components/ProfilePictureCard.tsx',
    'src/features/settings/components/EmailAddressCard.tsx',
    'src/features/settings/components/PasswordCard.tsx',
    'src/features/settings/components/TwoFactorCard.tsx',
    'src/features/settings/components/SessionsCard.tsx',
    'src/features/settings/components/NotificationsCard.tsx',
    'src/features/messaging/components/BlockedUsersCard.tsx',
    'src/features/settings/components/YourDataCard.tsx',
  ],
  '/admin': ['src/features/admin/components/AdminPage.tsx'],
  '/admin/verifications': ['src/features/admin/components/AdminPage.tsx'],
  '/admin/reports': ['src/features/admin/components/AdminPage.tsx'],
  '/admin/disputes': ['src/features/admin/components/AdminPage.tsx'],
  '/admin/people': ['src/features/admin/components/AdminPage.tsx'],
  '/admin/users/$userId': ['src/features/admin/components/AdminUserPage.tsx', 'src/features/profiles/components/TrustScoreCard.tsx'],
};
