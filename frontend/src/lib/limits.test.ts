// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APPEAL_LIMITS } from './appeals';
import { LIMITS, PASSWORD_RULE } from './limits';
import { VERIFICATION_MEDIA_LIMITS } from './verification-limits';

type Schema = { maxLength?: number; minLength?: number; pattern?: string; maximum?: number; maxItems?: number; description?: string };
type Operation = { parameters?: { name: string; description?: string; schema?: Schema }[]; 'x-verification-media'?: unknown };
type OpenApi = {
  components: { schemas: Record<string, { properties: Record<string, Schema> }> };
  paths: Record<string, Record<string, Operation>>;
};

const openapi = JSON.parse(readFileSync(new URL('../../../backend/openapi.json', import.meta.url), 'utf8')) as OpenApi;

const property = (schema: string, name: string): Schema => openapi.components.schemas[schema].properties[name];

/** The default page size a list endpoint documents for its `limit` parameter ("50 when absent"). */
function defaultLimit(path: string): number {
  const description = openapi.paths[path].get.parameters?.find((parameter) => parameter.name === 'limit')?.description ?? '';
  return Number(/(\d+) when absent/.exec(description)?.[1]);
}

describe('the server limits the screens apply', () => {
  it('are the ones the OpenAPI document states', () => {
    expect(LIMITS.account).toEqual({
      name: property('RegisterRequest', 'firstName').maxLength,
      email: property('RegisterRequest', 'email').maxLength,
      password: property('RegisterRequest', 'password').maxLength,
    });
    expect(property('RegisterRequest', 'lastName').maxLength).toBe(LIMITS.account.name);
    expect(LIMITS.profile).toEqual({
      name: property('UpdateProfileRequest', 'firstName').maxLength,
      bio: property('UpdateProfileRequest', 'bio').maxLength,
      location: property('UpdateProfileRequest', 'location').maxLength,
      listItems: property('UpdateProfileRequest', 'skills').maxItems,
    });
    expect(property('UpdateProfileRequest', 'languages').maxItems).toBe(LIMITS.profile.listItems);
    expect(LIMITS.portfolio).toEqual({
      title: property('PortfolioItemRequest', 'title').maxLength,
      description: property('PortfolioItemRequest', 'description').maxLength,
    });
    expect(LIMITS.job).toEqual({
      title: property('CreateJobRequest', 'title').maxLength,
      description: property('CreateJobRequest', 'description').maxLength,
      duration: property('CreateJobRequest', 'duration').maxLength,
      skills: property('CreateJobRequest', 'tags').maxItems,
    });
    expect(LIMITS.application).toEqual({
      coverLetter: property('ApplyRequest', 'coverLetter').maxLength,
      terms: property('AcceptApplicationRequest', 'terms').maxLength,
    });
    expect(LIMITS.review.comment).toBe(property('SubmitReviewRequest', 'comment').maxLength);
    expect(LIMITS.message.content).toBe(property('SendMessageRequest', 'content').maxLength);
    expect(LIMITS.report).toEqual({
      reason: property('FileReportRequest', 'reason').maxLength,
      evidence: property('FileReportRequest', 'evidence').maxLength,
      note: property('CloseReportRequest', 'note').maxLength,
    });
    expect(LIMITS.dispute).toEqual({
      reason: property('OpenDisputeRequest', 'reason').maxLength,
      resolution: property('UpdateDisputeRequest', 'resolution').maxLength,
    });
    expect(LIMITS.verification.reviewNote).toBe(property('ReviewVerificationRequest', 'reviewNote').maxLength);
    expect(LIMITS.enforcement.reason).toBe(property('TakeEnforcementActionRequest', 'reason').maxLength);
    expect(property('LiftEnforcementRequest', 'reason').maxLength).toBe(LIMITS.enforcement.reason);
    expect(LIMITS.safety.note).toBe(property('ContestVerdictRequest', 'note').maxLength);
    expect(property('DecideSafetyReviewRequest', 'note').maxLength).toBe(LIMITS.safety.note);
    // Kept with the appeals' code (lib/appeals.ts), out of the first screen's download.
    expect(APPEAL_LIMITS).toEqual({
      text: property('FileAppealRequest', 'text').maxLength,
      reason: property('DecideAppealRequest', 'reason').maxLength,
    });
    expect(property('FileSuspensionAppealRequest', 'text').maxLength).toBe(APPEAL_LIMITS.text);
    const search = openapi.paths['/api/admin/users'].get.parameters?.find((parameter) => parameter.name === 'q');
    expect(LIMITS.adminUsers.search).toBe(search?.schema?.maxLength);
  });

  it('bound the verification files as the server measures them', () => {
    expect(VERIFICATION_MEDIA_LIMITS).toEqual(openapi.paths['/api/verifications'].post['x-verification-media']);
  });

  it('page as the server does when no limit is asked for', () => {
    expect(LIMITS.defaultPageSize).toEqual({
      messages: defaultLimit('/api/messages/{conversationId}'),
      adminReports: defaultLimit('/api/admin/reports'),
      adminDisputes: defaultLimit('/api/admin/disputes'),
    });
  });

  it('state the password rule as the document does, for signing up and for a new password', () => {
    expect(property('RegisterRequest', 'password').description).toBe(PASSWORD_RULE);
    expect(property('ChangePasswordRequest', 'newPassword').description).toBe(PASSWORD_RULE);
    expect(property('ChangePasswordRequest', 'newPassword').maxLength).toBe(LIMITS.account.password);
  });

  it('hold usernames to the lengths and characters the document gives', () => {
    const username = property('UsernameRequest', 'username');
    expect(LIMITS.username).toEqual({ min: username.minLength, max: username.maxLength, pattern: username.pattern });
  });
});
