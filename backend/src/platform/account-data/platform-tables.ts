import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from './account-data-registry';

const NO_USER = { not: 'It names no user' };

/** The platform's own tables in the account-data sweep: the running service's books, and what the user uploaded. */
@Injectable()
export class PlatformTables implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.contribute({
      tables: [
        { table: 'mikro_orm_migrations', ownerColumns: [], exported: NO_USER, onDeletion: { kept: 'It names no user' } },
        { table: 'outbox_events', ownerColumns: [], exported: NO_USER, onDeletion: { kept: 'Delivered events are pruned on their own' } },
        { table: 'processed_events', ownerColumns: [], exported: NO_USER, onDeletion: { kept: 'It names no user' } },
        {
          table: 'rate_limit_counters',
          ownerColumns: [],
          exported: NO_USER,
          onDeletion: { kept: 'Counters of the current window, gone when it ends' },
        },
        {
          table: 'http_sessions',
          ownerColumns: ['ended_user_id'],
          exported: ['sessions'],
          onDeletion: {
            kept: 'Every session of the account ends: a tombstone with its data emptied, for one session lifetime; it keeps whose it was and why it ended, to tell that session’s tab',
          },
        },
        {
          table: 'pending_uploads',
          ownerColumns: ['owner_id'],
          exported: { not: 'Links handed out for an upload, for minutes' },
          onDeletion: { kept: 'Expired links are swept with the files never uploaded' },
        },
        {
          table: 'stored_objects',
          ownerColumns: ['owner_id'],
          exported: { not: 'The ledger of stored files; the sections say which of the user’s files are stored' },
          onDeletion: { kept: 'Each context removes its files; the ledger follows the object store' },
        },
        {
          table: 'admin_queue_claims',
          ownerColumns: ['admin_id'],
          exported: { not: 'Which queue item an administrator is working on, for minutes' },
          onDeletion: { kept: 'A claim lapses within 30 minutes and goes with the decision' },
        },
        {
          table: 'admin_actions',
          ownerColumns: ['subject_id'],
          exported: ['verificationRequests'],
          onDeletion: { kept: 'The audit log of administrators’ decisions outlives the account' },
        },
      ],
    });
  }
}
