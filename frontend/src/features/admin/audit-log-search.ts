/**
 * The audit log's filters as the address holds them (/admin/audit-log?personId=…), so a link opens
 * the log filtered: ids, an action's name or family (`enforcement.`), and days in the viewer's
 * time zone, both included. The screen and its loader read them with this.
 */
export type AuditLogSearch = { adminId?: string; personId?: string; action?: string; from?: string; to?: string };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTION = /^[a-z_]+\.[a-z_]*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the address, each kept only when it has its shape (the server checks the rest). */
export function validateAuditLogSearch(raw: Readonly<Record<string, unknown>>): AuditLogSearch {
  const search: AuditLogSearch = {};
  const take = (key: keyof AuditLogSearch, shape: RegExp) => {
    const value = raw[key];
    if (typeof value === 'string' && shape.test(value)) search[key] = value;
  };
  take('adminId', ID);
  take('personId', ID);
  take('action', ACTION);
  take('from', DAY);
  take('to', DAY);
  return search;
}
