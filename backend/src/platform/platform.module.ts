import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { PostgresSessionStore } from './auth/postgres-session.store';
import { SessionReader } from './auth/session-reader';
import { AdminAction } from './audit/admin-action.entity';
import { AuditController } from './audit/audit.controller';
import { Clock } from './clock/clock';
import { HealthController } from './health/health.controller';
import { OriginPolicy } from './http/origin-policy';
import { StateChangeGuard } from './http/state-change.guard';
import { MaintenanceService } from './maintenance.service';
import { EventDispatcher } from './outbox/event-handlers';
import { OutboxMessage } from './outbox/outbox-message.entity';
import { OutboxRelay } from './outbox/outbox-relay.service';
import { PostgresThrottlerStorage } from './rate-limit/postgres-throttler.storage';
import {
  addressAndEmail,
  MESSAGE_SEND_THROTTLER,
  SIGN_IN_ADDRESS_THROTTLER,
  SIGN_IN_THROTTLER,
  SIGN_UP_THROTTLER,
  signedInUser,
} from './rate-limit/rate-limit';
import { RealtimeBus } from './realtime/realtime-bus';
import { RealtimeGateway } from './realtime/realtime.gateway';
import { MediaUploads } from './storage/media-uploads';
import { PendingUpload } from './storage/pending-upload.entity';
import { StorageLedger } from './storage/storage-ledger';
import { StorageSweep } from './storage/storage-sweep';
import { StoredObjectRecord } from './storage/stored-object.entity';
import { StreamedUploads } from './storage/streamed-files';
import { StorageController } from './storage/storage.controller';
import { objectStorageProvider } from './storage/storage.providers';

/** What every context may inject: the clock, sessions, rate limits, the origin policy, the outbox relay and event dispatch, realtime push, object storage and picture uploads, and health; and the guard every state-changing call passes. */
@Global()
@Module({
  imports: [
    MikroOrmModule.forFeature([OutboxMessage, PendingUpload, StoredObjectRecord, AdminAction]),
    DiscoveryModule,
    TerminusModule.forRoot({ logger: false }),
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, MikroORM],
      useFactory: (config: AppConfig, orm: MikroORM) => ({
        throttlers: [
          {
            name: SIGN_IN_THROTTLER,
            limit: config.RATE_LIMIT_SIGN_IN_ATTEMPTS,
            ttl: config.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS * 1000,
            getTracker: addressAndEmail,
          },
          {
            name: SIGN_IN_ADDRESS_THROTTLER,
            limit: config.RATE_LIMIT_SIGN_IN_ADDRESS_ATTEMPTS,
            ttl: config.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS * 1000,
          },
          { name: SIGN_UP_THROTTLER, limit: config.RATE_LIMIT_SIGN_UP_ATTEMPTS, ttl: config.RATE_LIMIT_SIGN_UP_WINDOW_SECONDS * 1000 },
          { name: MESSAGE_SEND_THROTTLER, limit: config.RATE_LIMIT_MESSAGES_PER_MINUTE, ttl: 60_000, getTracker: signedInUser },
        ],
        storage: new PostgresThrottlerStorage(orm),
        // Only the standard Retry-After (RateLimitGuard), not one header per throttler.
        setHeaders: false,
      }),
    }),
  ],
  controllers: [HealthController, StorageController, AuditController],
  providers: [
    Clock,
    MaintenanceService,
    PostgresSessionStore,
    SessionReader,
    RealtimeBus,
    RealtimeGateway,
    OutboxRelay,
    EventDispatcher,
    objectStorageProvider,
    MediaUploads,
    StorageLedger,
    StorageSweep,
    StreamedUploads,
    { provide: OriginPolicy, inject: [AppConfig], useFactory: (config: AppConfig) => new OriginPolicy(config.appOrigins) },
    { provide: APP_GUARD, useClass: StateChangeGuard },
  ],
  exports: [
    Clock,
    PostgresSessionStore,
    RealtimeBus,
    OutboxRelay,
    EventDispatcher,
    OriginPolicy,
    objectStorageProvider,
    MediaUploads,
    StorageLedger,
    StreamedUploads,
  ],
})
export class PlatformModule {}
