import { DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { DashboardModule } from './contexts/dashboard/dashboard.module';
import { IdentityModule } from './contexts/identity/identity.module';
import { DatabaseConnection, DatabaseModule } from './platform/database/database.module';
import { PlatformModule } from './platform/platform.module';

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: DatabaseConnection): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
            autoLogging: { ignore: (req) => req.url === '/api/health' },
          },
        }),
        DatabaseModule.forRoot(database),
        CqrsModule.forRoot(),
        PlatformModule,
        IdentityModule,
        DashboardModule,
      ],
    };
  }
}
