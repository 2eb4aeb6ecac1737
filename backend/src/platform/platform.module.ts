import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ExecutionContext, Global, Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { AccountDataRegistry } from './account-data/account-data-registry';
import { AdminQueueClaim } from './admin-queues/admin-queue-claim.entity';
import { Attachments, AttachmentSubjects } from './attachments/attachments';
import { AttachmentsAccountData } from './attachments/attachments-account-data';
import { AttachmentsController } from './attachments/attachments.controller';
import { AdminQueueAnnouncer, AdminQueues } from './admin-queues/admin-queues';
import { AdminQueuesController } from './admin-queues/admin-queues.controller';
import { AccountExportController } from './account-data/account-export.controller';
import { PlatformTables } from './account-data/platform-tables';
import { PostgresSessionStore } from './auth/postgres-session.store';
import { SessionReader } from './auth/session-reader';
import { SessionTermination } from './auth/session-termination';
import { AdminAction } from './audit/admin-action.entity';
import { AuditController } from './audit/audit.controller';
import { Clock } from './clock/clock';
import { HealthController } from './health/health.controller';
import { LoadMonitor } from './health/load-monitor';
import { OperationBounds } from './http/concurrency-limit';
import { RequestsInFlight } from './http/load-shedding';
import { OriginPolicy } from './http/origin-policy';
import { StateChangeGuard } from './http/state-change.guard';
import { MaintenanceService } from './maintenance.service';
import { DevMailboxController } from './mail/dev-mailbox.controller';
import { MailSender } from './mail/mail-sender';
import { MailTransport } from './mail/mail-transport';
import { EventDispatcher } from './outbox/event-handlers';
import { OutboxMessage } from './outbox/outbox-message.entity';
import { OutboxRelay } from './outbox/outbox-relay.service';
import { FailureCounters } from './rate-limit/failure-counters';
import { ADDRESS_FAILURES, FailureLimits, SIGN_IN_FAILURES, SIGN_UP_FAILURES } from './rate-limit/failure-limits';
import { PostgresThrottlerStorage } from './rate-limit/postgres-throttler.storage';
import {
  addressAndEmail,
  APPLICATIONS_THROTTLER,
  clientAddress,
  EMAIL_LINKS_THROTTLER,
  isSignedOut,
  JOB_POSTS_DAILY_THROTTLER,
  JOB_POSTS_THROTTLER,
  MESSAGE_SEND_THROTTLER,
  PASSWORD_RESET_ADDRESS_THROTTLER,
  PASSWORD_RESET_EMAIL_THROTTLER,
  RateLimitGuard,
  REPORTS_THROTTLER,
  requestedEmail,
  SIGN_IN_ADDRESS_THROTTLER,
  SIGN_UP_THROTTLER,
  UPLOADS_THROTTLER,
  EXPORTS_THROTTLER,
  WRITES_HOURLY_THROTTLER,
  WRITES_THROTTLER,
} from './rate-limit/rate-limit';
import { RealtimeBus } from './realtime/realtime-bus';
import { RealtimeGateway } from './realtime/realtime.gateway';
import { MediaProbe } from './storage/media-probe';
import { MediaUploads } from './storage/media-uploads';
import { PendingUpload } from './storage/pending-upload.entity';
import { StorageLedger } from './storage/storage-ledger';
import { StorageSweep } from './storage/storage-sweep';
import { StoredObjectRecord } from './storage/stored-object.entity';
import { StreamedUploads } from './storage/streamed-files';
import { StorageController } from './storage/storage.controller';
import { objectStorageProvider } from './storage/storage.providers';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A limit of a signed-in user, or the higher one of a signed-out client address (which many people may share). */
const perUserOrAddress = (perUser: number, perAddress: number) => (context: ExecutionContext) =>
  isSignedOut(context.switchToHttp().getRequest()) ? perAddress : perUser;

/** What every context may inject: the clock, the administrators' work queues, the account-data registry, sessions and ending them, rate limits (per call and per failure), the origin policy, the outbox relay and event dispatch, realtime push, object storage and picture uploads, sending email, and health; and the guards every request passes (state changes, rate limits). */
@Global()
@Module({
  imports: [
    MikroOrmModule.forFeature([OutboxMessage, PendingUpload, StoredObjectRecord, AdminAction, AdminQueueClaim]),
    DiscoveryModule,
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, MikroORM],
      useFactory: (config: AppConfig, orm: MikroORM) => ({
        // Tracked by the signed-in user, else the client address, unless a getTracker says otherwise.
        throttlers: [
          {
            name: SIGN_IN_ADDRESS_THROTTLER,
            limit: config.RATE_LIMIT_SIGN_IN_ADDRESS_ATTEMPTS,
            ttl: config.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS * 1000,
            getTracker: clientAddress,
          },
          {
            name: SIGN_UP_THROTTLER,
            limit: config.RATE_LIMIT_SIGN_UP_ATTEMPTS,
            ttl: config.RATE_LIMIT_SIGN_UP_WINDOW_SECONDS * 1000,
            getTracker: clientAddress,
          },
          { name: MESSAGE_SEND_THROTTLER, limit: config.RATE_LIMIT_MESSAGES_PER_MINUTE, ttl: MINUTE_MS },
          {
            name: WRITES_THROTTLER,
            limit: perUserOrAddress(config.RATE_LIMIT_WRITES_PER_MINUTE, config.signedOutWritesPerMinute),
            ttl: MINUTE_MS,
          },
          {
            name: WRITES_HOURLY_THROTTLER,
            limit: perUserOrAddress(config.RATE_LIMIT_WRITES_PER_HOUR, config.signedOutWritesPerHour),
            ttl: HOUR_MS,
          },
          { name: JOB_POSTS_THROTTLER, limit: config.RATE_LIMIT_JOB_POSTS_PER_HOUR, ttl: HOUR_MS },
          { name: JOB_POSTS_DAILY_THROTTLER, limit: config.RATE_LIMIT_JOB_POSTS_PER_DAY, ttl: 24 * HOUR_MS },
          { name: APPLICATIONS_THROTTLER, limit: config.RATE_LIMIT_APPLICATIONS_PER_HOUR, ttl: HOUR_MS },
          { name: UPLOADS_THROTTLER, limit: config.RATE_LIMIT_UPLOADS_PER_HOUR, ttl: HOUR_MS },
          { name: REPORTS_THROTTLER, limit: config.RATE_LIMIT_REPORTS_PER_HOUR, ttl: HOUR_MS },
          { name: EXPORTS_THROTTLER, limit: config.RATE_LIMIT_EXPORTS_PER_HOUR, ttl: HOUR_MS },
          { name: EMAIL_LINKS_THROTTLER, limit: config.RATE_LIMIT_EMAIL_LINKS_PER_HOUR, ttl: HOUR_MS },
          {
            name: PASSWORD_RESET_EMAIL_THROTTLER,
            limit: config.RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
            ttl: HOUR_MS,
            getTracker: requestedEmail,
          },
          {
            name: PASSWORD_RESET_ADDRESS_THROTTLER,
            limit: config.RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
            ttl: HOUR_MS,
            getTracker: clientAddress,
          },
        ],
        storage: new PostgresThrottlerStorage(orm),
        // Only the standard Retry-After (RateLimitGuard), not one header per throttler.
        setHeaders: false,
      }),
    }),
  ],
  controllers: [
    HealthController,
    StorageController,
    AttachmentsController,
    AuditController,
    AdminQueuesController,
    DevMailboxController,
    AccountExportController,
  ],
  providers: [
    Clock,
    RequestsInFlight,
    OperationBounds,
    LoadMonitor,
    AccountDataRegistry,
    PlatformTables,
    MaintenanceService,
    PostgresSessionStore,
    SessionReader,
    SessionTermination,
    RealtimeBus,
    RealtimeGateway,
    AdminQueues,
    AdminQueueAnnouncer,
    OutboxRelay,
    EventDispatcher,
    objectStorageProvider,
    MediaProbe,
    MediaUploads,
    StorageLedger,
    StorageSweep,
    StreamedUploads,
    AttachmentSubjects,
    Attachments,
    AttachmentsAccountData,
    MailTransport,
    MailSender,
    FailureCounters,
    {
      provide: FailureLimits,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new FailureLimits([
          {
            name: SIGN_IN_FAILURES,
            limit: config.RATE_LIMIT_SIGN_IN_ATTEMPTS,
            ttlMs: config.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS * 1000,
            tracker: addressAndEmail,
          },
          {
            name: ADDRESS_FAILURES,
            limit: config.RATE_LIMIT_SIGN_IN_ADDRESS_FAILURES,
            ttlMs: config.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS * 1000,
            tracker: clientAddress,
          },
          {
            name: SIGN_UP_FAILURES,
            limit: config.RATE_LIMIT_SIGN_UP_TAKEN_ADDRESSES,
            ttlMs: config.RATE_LIMIT_SIGN_UP_WINDOW_SECONDS * 1000,
            tracker: clientAddress,
          },
        ]),
    },
    { provide: OriginPolicy, inject: [AppConfig], useFactory: (config: AppConfig) => new OriginPolicy(config.appOrigins) },
    // Global guards run in this order, before any guard of a controller.
    { provide: APP_GUARD, useClass: StateChangeGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [
    Clock,
    OperationBounds,
    AdminQueues,
    AccountDataRegistry,
    PostgresSessionStore,
    SessionReader,
    SessionTermination,
    RealtimeBus,
    OutboxRelay,
    EventDispatcher,
    OriginPolicy,
    objectStorageProvider,
    MediaProbe,
    MediaUploads,
    StorageLedger,
    StreamedUploads,
    AttachmentSubjects,
    Attachments,
    MailSender,
    // For FailureLimitInterceptor, which each operation that counts failures uses (CountsFailures).
    FailureLimits,
    FailureCounters,
  ],
})
export class PlatformModule {}
