import { Global, Module } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { Clock } from './clock/clock';
import { HealthController } from './health/health.controller';
import { MaintenanceService } from './maintenance.service';
import { PostgresThrottlerStorage } from './rate-limit/postgres-throttler.storage';
import { SIGN_IN_THROTTLER, SIGN_UP_THROTTLER } from './rate-limit/rate-limit';

/** What every context may inject: configuration, the clock, rate limits and health. */
@Global()
@Module({
  imports: [
    TerminusModule.forRoot({ logger: false }),
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, MikroORM],
      useFactory: (config: AppConfig, orm: MikroORM) => ({
        throttlers: [
          { name: SIGN_IN_THROTTLER, limit: config.RATE_LIMIT_SIGN_IN_ATTEMPTS, ttl: config.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS * 1000 },
          { name: SIGN_UP_THROTTLER, limit: config.RATE_LIMIT_SIGN_UP_ATTEMPTS, ttl: config.RATE_LIMIT_SIGN_UP_WINDOW_SECONDS * 1000 },
        ],
        storage: new PostgresThrottlerStorage(orm),
      }),
    }),
  ],
  controllers: [HealthController],
  providers: [Clock, MaintenanceService],
  exports: [Clock],
})
export class PlatformModule {}
