import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, byNextCursor, unwrap, unwrapPage } from '../../api/client';
import { getErrorMessage } from '../../api/errors';
import { browser } from '../../lib/browser';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { components, paths } from '../../api/schema';
import { adminKeys } from './api';
import type { AuditLogSearch } from './audit-log-search';

export type AuditEntry = components['schemas']['AuditEntryResponse'];
export type AuditPerson = components['schemas']['AuditPersonResponse'];
export type AuditActions = components['schemas']['AuditActionsResponse'];
type AuditLogQuery = NonNullable<paths['/api/admin/audit-log']['get']['parameters']['query']>;

export const auditLogKeys = {
  all: [...adminKeys.all, 'audit-log'] as const,
  entries: (search: AuditLogSearch) => [...adminKeys.all, 'audit-log', 'entries', search] as const,
  actions: [...adminKeys.all, 'audit-log', 'actions'] as const,
  administrators: [...adminKeys.all, 'audit-log', 'administrators'] as const,
};

/** The start of a day of the viewer's calendar (YYYY-MM-DD), `days` later, as the instant the API takes. */
function startOfDay(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + days).toISOString();
}

/** The address's filters as the API takes them: the days, both included, as the instants that bound them. */
export function auditLogQuery(search: AuditLogSearch): Omit<AuditLogQuery, 'cursor' | 'limit'> {
  return {
    adminId: search.adminId,
    personId: search.personId,
    action: search.action as AuditLogQuery['action'],
    from: search.from ? startOfDay(search.from) : undefined,
    // The API's `to` is the first instant left out: the start of the next day.
    to: search.to ? startOfDay(search.to, 1) : undefined,
  };
}

/** What administrators did, newest first, as the filters narrow it, a page at a time. */
export const auditLogQueryOptions = (search: AuditLogSearch) =>
  infiniteQueryOptions({
    queryKey: auditLogKeys.entries(search),
    queryFn: ({ pageParam }) =>
      unwrapPage(api.GET('/api/admin/audit-log', { params: { query: { ...auditLogQuery(search), cursor: pageParam } } })),
    ...byNextCursor,
  });

/** The actions the log holds and their families: a fixed catalogue. */
export const auditActionsQueryOptions = () =>
  queryOptions({
    queryKey: auditLogKeys.actions,
    queryFn: () => unwrap(api.GET('/api/admin/audit-log/actions')),
    staleTime: Infinity,
  });

/** The administrators, by name, for the filter. */
export const auditAdministratorsQueryOptions = () =>
  queryOptions({
    queryKey: auditLogKeys.administrators,
    queryFn: () => unwrap(api.GET('/api/admin/audit-log/administrators')),
  });

/** The rows an export holds at most (the server's cap, AUDIT_EXPORT_MAX_ROWS). */
export const EXPORT_MAX_ROWS = 100_000;

/** The header that says the file holds only the newest entries of more that matched. */
const TRUNCATED_HEADER = 'X-Export-Truncated';

/** The name the server gives the file (Content-Disposition), or one of the same shape. */
function exportFileName(response: Response): string {
  const named = /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return named ?? `verifiedwork-audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** The entries the filters keep, as a CSV file to save; whether it stops short of every match. */
export async function exportAuditLog(search: AuditLogSearch): Promise<{ file: Blob; fileName: string; truncated: boolean }> {
  const { data, response } = await api.GET('/api/admin/audit-log/export', { params: { query: auditLogQuery(search) }, parseAs: 'blob' });
  return { file: data as Blob, fileName: exportFileName(response), truncated: response.headers.get(TRUNCATED_HEADER) === 'true' };
}

/** Saves the filtered log as the server's CSV file; the export is itself an entry of the log, shown at once. */
export function useExportAuditLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportAuditLog,
    onSuccess: ({ file, fileName, truncated }) => {
      browser.saveFile(file, fileName);
      notifySuccess({
        title: 'Audit log exported',
        description: truncated
          ? `The file holds the newest ${EXPORT_MAX_ROWS.toLocaleString('en')} entries: narrow the dates for the rest.`
          : `Saved as ${fileName}.`,
      });
    },
    onError: (error) => notifyError({ title: 'Failed to export the audit log', description: getErrorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  });
}
