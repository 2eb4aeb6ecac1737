import { Query } from '@nestjs/cqrs';
export * from './events';

/** Verification requests waiting for an administrator. */
export class CountPendingVerificationsQuery extends Query<number> {}
