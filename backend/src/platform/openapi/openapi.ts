import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBody } from '../errors/error-body';
import { ADMINISTRATORS_ONLY_EXTENSION, OPEN_TO_VISITORS_EXTENSION, REQUIRES_VERIFIED_EMAIL_EXTENSION } from '../auth/guards';
import { SESSION_COOKIE_NAME } from '../auth/session-settings';
import { CHANGES_STATE_EXTENSION, SIGNED_LINK_EXTENSION } from '../http/state-change.guard';
import { RATE_LIMITS_EXTENSION, WRITE_LIMIT_EXEMPTION_EXTENSION, WRITE_THROTTLERS } from '../rate-limit/rate-limit';
import { RealtimeBus } from '../realtime/realtime-bus';
import { AccountDataRegistry } from '../account-data/account-data-registry';

// The package exports the document's type only; its parts are named from it.
type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type ResponseObject = Exclude<OperationObject['responses'][string], { $ref: string }>;

export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('VerifiedWork API')
    .setDescription('Marketplace for verified remote support work. Every failure has the body { statusCode, code, message, details? }.')
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE_NAME)
    .addTag('identity', 'Accounts, sign-in and sessions, usernames and roles (the identity context)')
    .addTag('jobs', 'Job offers and availability posts, search, and applications (the jobs context)')
    .addTag('contracting', 'Contracts made from accepted applications, completed by either party (the contracting context)')
    .addTag('reviews', 'Double-blind reviews after completed contracts, and the trust score (the reviews context)')
    .addTag('messaging', 'Direct messages, read receipts and blocking; pushed live over /ws (the messaging context)')
    .addTag(
      'moderation',
      'Reports of users, job posts and messages, disputes on contracts, and administrators’ decisions (the moderation context)',
    )
    .addTag(
      'verification',
      'Identity verification: an ID image and a video in private storage, reviewed by administrators (the verification context)',
    )
    .addTag('notifications', 'What happened to the user, made from other contexts’ events and pushed over /ws (the notifications context)')
    .addTag(
      'email',
      'Notification emails: which topics the user gets, and one-click unsubscribe from a signed link (the notifications context’s email channel)',
    )
    .addTag('dashboard', 'Read-only figures across contexts: the dashboard and the landing page (the dashboard context)')
    .addTag('safety', 'The scam shield: contests of its verdicts and the administrators’ Safety queue (docs/safety.md)')
    .addTag(
      'attachments',
      'Files attached to messages, proposals and milestone submissions: checked by their bytes, private, opened through short-lived links',
    )
    .addTag('discovery', 'Saved searches of jobs and freelancers with their alerts, saved jobs and freelancers, the dashboard feed')
    .addTag('platform', 'Running the service: health, the local object storage’s links, the administrators’ audit log')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    // The /ws events are no operation's response: listed so the generated client types carry them;
    // the data file's schema is built from the sections the contexts contribute.
    extraModels: [...app.get(RealtimeBus).eventSchemas(), app.get(AccountDataRegistry).exportResponseSchema()],
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  return documentSharedDefences(document);
}

const STATE_CHANGING_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The 503 of an instance past its bound on requests in flight (RequestsInFlight), shared by every operation. */
const SERVER_BUSY_RESPONSE = 'ServerBusy';

/**
 * The answers every endpoint may give through the platform's shared defences (input limits,
 * StateChangeGuard, RateLimitGuard, the body parser, the bound on requests in flight), written into each operation so the
 * document is whole without a decorator per endpoint.
 */
function documentSharedDefences(document: OpenAPIObject): OpenAPIObject {
  const errorBody = { $ref: `#/components/schemas/${ErrorBody.name}` };
  const shared = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });
  const retryAfter = { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } };
  // One answer any operation may give, written once and named by every operation.
  document.components = {
    ...document.components,
    responses: {
      ...document.components?.responses,
      [SERVER_BUSY_RESPONSE]: {
        ...shared(
          'The server is busy (SERVER_BUSY: more than MAX_REQUESTS_IN_FLIGHT requests at once, or an expensive operation at its own bound, such as PASSWORD_HASHES_IN_FLIGHT), or the database cannot be reached (SERVICE_UNAVAILABLE)',
        ),
        headers: { 'Retry-After': retryAfter },
      },
    },
  };
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem) as [string, OperationObject & Record<string, unknown>][]) {
      if (typeof operation !== 'object' || !operation.responses) continue;
      const responses = operation.responses;
      if (operation[OPEN_TO_VISITORS_EXTENSION]) {
        // A visitor's call is answered too: the session cookie is optional, and there is no 401.
        delete responses['401'];
        operation.security = [{}, ...(operation.security ?? [])];
      }
      responses['400'] ??= shared('Invalid input (a NUL character, broken Unicode or bad percent-encoding in the path or query)');
      // Any request beyond the instance's bound (RequestsInFlight); /api/health declares its own and is never shed.
      responses['503'] ??= { $ref: `#/components/responses/${SERVER_BUSY_RESPONSE}` };
      // The limits the operation counts against: the write limits for a state change that is not
      // exempt, and those it names itself (RateLimited).
      const counted = STATE_CHANGING_METHODS.has(method) && !operation[WRITE_LIMIT_EXEMPTION_EXTENSION] ? WRITE_THROTTLERS : [];
      const limits = [...counted, ...((operation[RATE_LIMITS_EXTENSION] as string[] | undefined) ?? [])];
      if (limits.length > 0) {
        operation[RATE_LIMITS_EXTENSION] = limits;
        const limited = `a rate limit (${RATE_LIMITS_EXTENSION}) was reached`;
        const declared = responses['429'] as ResponseObject | undefined;
        responses['429'] = declared
          ? { ...declared, description: `${declared.description}; or ${limited}` }
          : shared(`Too many requests: ${limited}`);
      }
      // Every 429 and 503 says when to come back (the refusal's own wait, or ensureRetryAfter's default).
      for (const status of ['429', '503']) {
        const refused = responses[status] as ResponseObject | undefined;
        if (refused && !('$ref' in refused)) responses[status] = { ...refused, headers: { ...refused.headers, 'Retry-After': retryAfter } };
      }
      if (operation[REQUIRES_VERIFIED_EMAIL_EXTENSION]) {
        const unverified = 'the caller has not confirmed their email address yet (IDENTITY.EMAIL_NOT_VERIFIED)';
        const declared = responses['403'] as { description?: string } | undefined;
        responses['403'] = declared
          ? { ...declared, description: `${declared.description}; or ${unverified}` }
          : shared(`Forbidden: ${unverified}`);
      }
      if (operation[ADMINISTRATORS_ONLY_EXTENSION]) {
        const noSecondFactor = 'an administrator without two-factor sign-in (AUTH.SECOND_FACTOR_NOT_SET_UP): set it up in Settings first';
        const declared = responses['403'] as { description?: string } | undefined;
        responses['403'] = declared
          ? { ...declared, description: `${declared.description}; or ${noSecondFactor}` }
          : shared(`Forbidden: ${noSecondFactor}`);
      }
      const changesState = STATE_CHANGING_METHODS.has(method) || operation[CHANGES_STATE_EXTENSION] !== undefined;
      if (!changesState) continue;
      // A signed link's operation takes any origin (StateChangeGuard): it uses no session to forge.
      const crossOrigin = 'or the request was not sent from a page of this site (Origin / Sec-Fetch-Site)';
      const forbidden = responses['403'] as { description?: string } | undefined;
      if (!operation[SIGNED_LINK_EXTENSION]) {
        responses['403'] = forbidden
          ? { ...forbidden, description: `${forbidden.description ?? 'Forbidden'}; ${crossOrigin}` }
          : shared(`Forbidden: ${crossOrigin.slice(3)}`);
      }
      if (!STATE_CHANGING_METHODS.has(method)) continue;
      responses['413'] ??= shared('The body is larger than BODY_LIMIT');
      // The media types the operation takes (an upload declares its own), else JSON.
      const body = operation.requestBody as { content?: Record<string, unknown> } | undefined;
      const accepted = Object.keys(body?.content ?? {}).join(' or ') || 'application/json';
      responses['415'] ??= shared(`The body is not ${accepted}`);
    }
  }
  return document;
}

/**
 * Swagger UI at /api/docs and the document at /api/docs-json, built at the first request: the
 * contexts register their /ws events when the application initializes, after this is set up.
 */
export function serveOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
