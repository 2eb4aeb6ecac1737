import type { NamedPerson } from '../auth/principal';
import type { AuditEntry } from './audit-entries';

/** The file's columns, in order (decision 0067). */
export const AUDIT_CSV_COLUMNS = [
  'when',
  'administrator_id',
  'administrator_name',
  'action',
  'subject_type',
  'subject_id',
  'person_id',
  'person_name',
  'before',
  'after',
] as const;

/** What a spreadsheet would read as the start of a formula (OWASP, CSV injection): such a cell is made text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 writes it, safe to open in a spreadsheet: a value that could start a formula
 * gets a leading apostrophe (read as text), and a value holding a quote, a comma or a line break is
 * quoted, its quotes doubled.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record: its cells, comma-separated, ended by CRLF (RFC 4180). */
export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A person as the file names them: the name, and the username after it. */
function personName(person: NamedPerson | null): string | null {
  if (!person) return null;
  return person.username ? `${person.name} (@${person.username})` : person.name;
}

/** An entry as one record of the file, in the order of AUDIT_CSV_COLUMNS. */
export function csvRecord(entry: AuditEntry): string {
  return csvLine([
    entry.createdAt,
    entry.adminId,
    personName(entry.admin),
    entry.action,
    entry.subjectType,
    entry.subjectId,
    entry.personId,
    personName(entry.person),
    entry.before === null ? null : JSON.stringify(entry.before),
    entry.after === null ? null : JSON.stringify(entry.after),
  ]);
}
