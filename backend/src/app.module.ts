import { DynamicModule, Global, Module, RequestMethod } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { SessionSettings } from './platform/auth/session-settings';
import { DashboardModule } from './contexts/dashboard/dashboard.module';
import { IdentityModule } from './contexts/identity/identity.module';
import { JobsModule } from './contexts/jobs/jobs.module';
import { DatabaseConnection, DatabaseModule } from './platform/database/database.module';
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

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseConnection, sessionSecret: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, sessionSecret),
        LoggerModule.forRoot({
          // Express 5 path syntax for "every route".
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.LOG_LEVEL,
            // A request's line names the request and its outcome; headers (cookies among them)
            // are never logged, and each request's logger costs no header copy or redaction.
            serializers: {
              req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            autoLogging: { ignore: (req) => req.url === '/api/health' },
          },
        }),
        DatabaseModule.forRoot(database),
        CqrsModule.forRoot(),
        PlatformModule,
        IdentityModule,
        JobsModule,
        DashboardModule,
      ],
    };
  }
}
