import { DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { stdSerializers, type DestinationStream } from 'pino';
import { AppConfig } from './config/app-config';
import { SessionSettings } from './platform/auth/session-settings';
import { ContractingModule } from './contexts/contracting/contracting.module';
import { DashboardModule } from './contexts/dashboard/dashboard.module';
import { DiscoveryModule } from './contexts/discovery/discovery.module';
import { IdentityModule } from './contexts/identity/identity.module';
import { JobsModule } from './contexts/jobs/jobs.module';
import { MessagingModule } from './contexts/messaging/messaging.module';
import { ModerationModule } from './contexts/moderation/moderation.module';
import { NotificationsModule } from './contexts/notifications/notifications.module';
import { ReviewsModule } from './contexts/reviews/reviews.module';
import { SafetyModule } from './contexts/safety/safety.module';
import { VerificationModule } from './contexts/verification/verification.module';
import { DatabaseConnection, DatabaseModule } from './platform/database/database.module';
import { errorForLog, REDACTED, REDACTED_LOG_PATHS, redactLogArguments, redactUrl } from './platform/logging/redaction';
import { requestLogMixin } from './platform/logging/request-log';
import { PlatformModule } from './platform/platform.module';

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig, sessionSecret: string): DynamicModule {
    const providers = [
      { provide: AppConfig, useValue: config },
      { provide: SessionSettings, useValue: SessionSettings.from(config, sessionSecret) },
    ];
    return { module: ConfigModule, providers, exports: [AppConfig, SessionSettings] };
  }
}

/**
 * Nest's start-up report at info level: a line per module, controller and route (about 60), which
 * would bury "Listening on …". Their warnings and errors still show.
 */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
const INFO = 30;

/** In development one readable line per event; JSON everywhere else, for machines to read. */
function devTransport(config: AppConfig) {
  if (config.NODE_ENV !== 'development') return undefined;
  return {
    target: 'pino-pretty',
    options: {
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,context,req,res,responseTime',
      messageFormat:
        '{if context}[{context}] {end}{msg}{if req} {req.method} {req.url}{end}{if res} {res.statusCode}{end}{if responseTime} {responseTime} ms{end}',
    },
  };
}

@Module({})
export class AppModule {
  /** logDestination: where log lines go instead of stdout (tests read them). */
  static forRoot(
    config: AppConfig,
    database: DatabaseConnection,
    sessionSecret: string,
    logDestination?: DestinationStream,
  ): DynamicModule {
    const pinoHttp = {
      level: config.LOG_LEVEL,
      // A request's line names the request and its outcome; headers (cookies among them) are
      // never logged, and each request's logger costs no header copy. Logs carry no secrets:
      // URLs lose their tokens and signatures, errors keep only their redacted message and stack
      // (never pg's parameters or detail), every text logged loses what has the shape of a token,
      // a session cookie or an SQL value, and the redact paths catch objects logged on purpose.
      // The serializers get the raw request and response (wrapSerializers: false): pino-http's
      // wrappers first built a full copy of each request (its headers, its query parsed again, the
      // peer's address) for every request, of which these kept three fields (docs/decisions/0040).
      // Errors still go through pino's own error serializer first, as before. pino-http builds the
      // logger; its middleware is not used (requestLog, docs/decisions/0047).
      serializers: {
        req: (req: { id: unknown; method: string; originalUrl?: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.originalUrl ?? req.url),
        }),
        res: (res: { headersSent: boolean; statusCode: number }) => ({ statusCode: res.headersSent ? res.statusCode : null }),
        err: stdSerializers.wrapErrorSerializer(errorForLog),
      },
      wrapSerializers: false,
      redact: { paths: REDACTED_LOG_PATHS, censor: REDACTED },
      // A line logged while a request is served names it; the request's own line is requestLog's.
      mixin: requestLogMixin,
      transport: devTransport(config),
      hooks: {
        logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void, level: number) {
          const [fields] = args;
          const context = typeof fields === 'object' && fields !== null ? (fields as { context?: unknown }).context : undefined;
          if (level <= INFO && typeof context === 'string' && START_UP_CONTEXTS.has(context)) return;
          method.apply(this, redactLogArguments(args));
        },
      },
    };
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, sessionSecret),
        LoggerModule.forRoot({
          // The logger only: each request's line is written by requestLog (create-app.ts), not by
          // pino-http's middleware per route.
          forRoutes: [],
          pinoHttp: logDestination ? [pinoHttp, logDestination] : pinoHttp,
        }),
        DatabaseModule.forRoot(database),
        CqrsModule.forRoot(),
        PlatformModule,
        IdentityModule,
        JobsModule,
        ContractingModule,
        SafetyModule,
        ReviewsModule,
        MessagingModule,
        ModerationModule,
        NotificationsModule,
        VerificationModule,
        DashboardModule,
        DiscoveryModule,
      ],
    };
  }
}
