import { errorTable } from '../errors/error-table';

/** The audit log's refusals; a value that is no date, id or action is the validation pipe's VALIDATION_FAILED. */
export const { AuditRangeEmpty } = errorTable('AUDIT', {
  AuditRangeEmpty: {
    code: 'EMPTY_RANGE',
    kind: 'invalid',
    message: '`from` must be before `to`',
    details: (from: string, to: string) => ({ from, to }),
  },
});
