/**
 * The server's limits that the screens apply before sending: a field's length and characters, a
 * list's size, a page's size. The one copy in the frontend; limits.test.ts checks each against the
 * OpenAPI document (backend/openapi.json), so a limit changed on the server fails the tests until
 * it is changed here.
 */
export const LIMITS = {
  account: { name: 50, email: 254, password: 128 },
  username: { min: 3, max: 20, pattern: '^[a-z0-9_]+$' },
  profile: { name: 50, bio: 2000, location: 100, listItems: 20 },
  portfolio: { title: 120, description: 2000 },
  job: { title: 120, description: 5000, duration: 60, skills: 15 },
  application: { coverLetter: 5000, terms: 5000 },
  review: { comment: 2000 },
  message: { content: 5000 },
  report: { reason: 2000, evidence: 5000, note: 2000 },
  dispute: { reason: 2000, resolution: 2000 },
  verification: { reviewNote: 2000 },
  enforcement: { reason: 1000 },
  safety: { note: 1000 },
  adminUsers: { search: 200 },
  /** What the server sends a page when the request names no limit. */
  defaultPageSize: { messages: 50, adminReports: 50, adminDisputes: 50 },
} as const;

/**
 * The server's password rule (the description of RegisterRequest.password and of
 * ChangePasswordRequest.newPassword), shown wherever a password is chosen; the server checks it.
 */
export const PASSWORD_RULE = 'At least 8 characters, not only spaces, and not a common password.';
