import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AUDIT_ACTION_FAMILIES, AUDIT_ACTION_FILTERS, AUDIT_ACTIONS, familyOf } from './audit-actions';

const SOURCE = join(__dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The files that write to the log: those that call recordAdminAction, and what they take their names from. */
const writers = sourceFiles(SOURCE)
  .map((path) => ({ path: relative(SOURCE, path), text: readFileSync(path, 'utf8') }))
  .filter(({ text }) => /recordAdminAction\(|AUDIT_ACTIONS\b|audit\(em, /.test(text));

/** An action's name as the code spells it: `family.what`, lower case. */
const NAME = /'([a-z_]+\.[a-z_]+)'/g;
/** A name given where an entry is written: `action: '…'`, or the two-factor steps' `audit(em, user, '…'`. */
const GIVEN_NAME = /(?:action: |audit\(em, \w+, )'([^']+)'/g;
/** A name made in the code, `family.${…}`: its family. */
const MADE_NAME = /`([a-z_]+)\.\$\{/g;

const names = new Set<string>(AUDIT_ACTIONS.map(({ name }) => name));
const families = new Set<string>(AUDIT_ACTION_FAMILIES.map(({ family }) => family));

describe('the catalogue of audit actions', () => {
  it('finds the code that writes to the log', () => {
    expect(writers.map(({ path }) => path)).toEqual(
      expect.arrayContaining([expect.stringContaining('contexts/moderation/'), expect.stringContaining('contexts/verification/')]),
    );
  });

  it('holds every name the code records, under a family it knows', () => {
    const recorded = writers.flatMap(({ path, text }) =>
      [...text.matchAll(NAME)].map((match) => ({ path, name: match[1] })).filter(({ name }) => families.has(familyOf(name))),
    );
    expect(recorded.length).toBeGreaterThan(5);
    expect(recorded.filter(({ name }) => !names.has(name))).toEqual([]);
  });

  it('holds every name given where an entry is written, of any family', () => {
    const given = writers.flatMap(({ path, text }) => [...text.matchAll(GIVEN_NAME)].map((match) => ({ path, name: match[1] })));
    expect(given.length).toBeGreaterThan(3);
    expect(given.filter(({ name }) => !names.has(name))).toEqual([]);
  });

  it('knows the family of every name the code makes, with at least one of its names', () => {
    const made = writers.flatMap(({ path, text }) => [...text.matchAll(MADE_NAME)].map((match) => ({ path, family: match[1] })));
    expect(made.length).toBeGreaterThan(3);
    expect(made.filter(({ family }) => ![...names].some((name) => familyOf(name) === family))).toEqual([]);
  });

  it('files every name under a family, once', () => {
    expect(AUDIT_ACTIONS.filter(({ name }) => !families.has(familyOf(name)))).toEqual([]);
    expect(new Set(AUDIT_ACTION_FILTERS).size).toBe(AUDIT_ACTION_FILTERS.length);
    expect(AUDIT_ACTION_FILTERS.length).toBeLessThanOrEqual(100);
  });
});
