import { Logger as NestLogger, NotFoundException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { configureSessions } from './platform/auth/sessions';
import { DatabaseConnection } from './platform/database/database.module';
import { DomainError } from './platform/errors/domain-error';
import { AllExceptionsFilter, answerWithError } from './platform/errors/all-exceptions.filter';
import { createValidationPipe } from './platform/errors/validation';
import { serveOpenApi } from './platform/openapi/openapi';
import { BoundedWsAdapter } from './platform/realtime/bounded-ws-adapter';
import { LOCAL_MEDIA_PATH, LocalObjectStorage } from './platform/storage/local-object-storage';
import { ObjectStorage } from './platform/storage/object-storage';
import { compressJsonAnswers } from './platform/http/compression';
import { ApiExpressAdapter } from './platform/http/api-express-adapter';
import { requestLog } from './platform/logging/request-log';
import { rejectUnsafeInput } from './platform/http/input-limits';
import { RequestsInFlight } from './platform/http/load-shedding';
import { OriginPolicy } from './platform/http/origin-policy';
import { AppPages } from './platform/http/app-pages';
import { ScreenRenderer } from './platform/http/screen-renderer';
import { spaMiddleware } from './platform/http/spa';
import { GetUserQuery } from './contexts/identity/public';
import { publicSite } from './public-pages';

/**
 * The whole HTTP application, configured but not listening: used by main, the CLI and the tests.
 * logDestination: where log lines go instead of stdout.
 */
export async function createApp(
  config: AppConfig,
  database: DatabaseConnection,
  sessionSecret: string,
  { logDestination }: { logDestination?: DestinationStream } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, database, sessionSecret, logDestination),
    new ApiExpressAdapter(),
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(Logger));
  // First, so that its line times the whole request, including those earlier middleware turns away.
  app.use(requestLog(PinoLogger.root));
  // Next, so that a request beyond the bound costs no body, session or database connection.
  app.use(app.get(RequestsInFlight).middleware);
  app.set('trust proxy', parseTrustProxy(config.TRUST_PROXY));
  app.disable('x-powered-by');
  // API answers are per-user and change with every write: no browser or proxy keeps them, so
  // there is nothing to revalidate and no ETag to compute (the built frontend keeps its own).
  app.set('etag', false);
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const storage = app.get(ObjectStorage);
  // Uploads go to, and pictures come from, the object storage when it is not this server.
  const storageOrigins = storage.browserOrigins();
  const pages = AppPages.load(config.FRONTEND_DIST);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          // The page's own inline script (its colour scheme before the first paint), by its hash.
          'script-src': ["'self'", ...(pages?.scriptHashes ?? [])],
          // Mantine and Swagger UI set inline styles.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', ...storageOrigins],
          // The socket of this host only ('self' alone does not name ws: in every browser), never any host's.
          'connect-src': ["'self'", ...storageOrigins, (req) => ownSocketOrigins((req as Request).headers.host)],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  app.useWebSocketAdapter(new BoundedWsAdapter(app, app.get(OriginPolicy), config.WS_MAX_MESSAGE_BYTES));
  // JSON is the only body the API parses (no form encoding: see StateChangeGuard).
  app.useBodyParser('json', { limit: config.BODY_LIMIT });
  app.use(rejectUnsafeInput);
  configureSessions(app);
  // After the session, whose end writes the body in two pieces when it saves: it gets the compressed one.
  app.use('/api', compressJsonAnswers);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  if (storage instanceof LocalObjectStorage) serveLocalMedia(app, storage);
  const queryBus = app.get(QueryBus);
  // A session whose account is gone is a signed-out visitor, as for GET /api/auth/user.
  const signedInUser = (userId: string) =>
    queryBus
      .execute(new GetUserQuery(userId))
      .catch((error: unknown) => (error instanceof DomainError && error.kind === 'not_found' ? null : Promise.reject(error)));
  const renderer = ScreenRenderer.load(config.FRONTEND_DIST, config.SCREEN_DATA_BUDGET_MS);
  const site = { site: publicSite(queryBus), publicUrl: config.publicUrl };
  for (const handler of spaMiddleware(config.FRONTEND_DIST, pages, signedInUser, renderer, site)) app.use(handler);
  serveOpenApi(app);
  // Failures raised by Express middleware (body parsing, the session store) before Nest's routing sees the request.
  const middlewareErrors = new NestLogger('HTTP');
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    answerWithError(res, error, middlewareErrors);
  });
  return app;
}

/** Published pictures, when objects live in a local folder; keys are never reused, so browsers keep them. */
function serveLocalMedia(app: NestExpressApplication, storage: LocalObjectStorage): void {
  app.use(
    LOCAL_MEDIA_PATH,
    express.static(storage.mediaFolder, { index: false, dotfiles: 'deny', immutable: true, maxAge: '365d', redirect: false }),
    (_req: Request, _res: Response, next: NextFunction) => next(new NotFoundException('No such file')),
  );
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A Host header as browsers send it: a name or address and a port; anything else could break out of the policy. */
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The WebSocket origins of the host a page was served from (none for a Host that is not one). */
function ownSocketOrigins(host: string | undefined): string {
  return host && HOST_HEADER.test(host) ? `ws://${host} wss://${host}` : '';
}
