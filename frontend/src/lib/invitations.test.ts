// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INVITATION_LIMITS } from './invitations';

type OpenApi = { components: { schemas: Record<string, { properties: Record<string, { maxLength?: number }> }> } };

const openapi = JSON.parse(readFileSync(new URL('../../../backend/openapi.json', import.meta.url), 'utf8')) as OpenApi;

describe('the limits of invitations', () => {
  it('are the ones the OpenAPI document states', () => {
    expect(INVITATION_LIMITS).toEqual({
      message: openapi.components.schemas.InviteRequest.properties.message.maxLength,
      declineReason: openapi.components.schemas.DeclineInvitationRequest.properties.reason.maxLength,
    });
  });
});
