import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { DomainError } from './domain-error';
import { errorTable } from './error-table';
import { toErrorBody } from './error-mapping';

const { JobNotFound, JobNotOpen, PortfolioFull, AccountSuspended } = errorTable('JOBS', {
  JobNotFound: { code: 'JOB_NOT_FOUND', message: 'Job not found', kind: 'not_found' },
  JobNotOpen: { code: 'JOB_NOT_OPEN', message: (action: string) => `Only an open job can be ${action}`, kind: 'conflict' },
  PortfolioFull: {
    code: 'PORTFOLIO_FULL',
    message: (limit: number) => `A portfolio holds at most ${limit} items`,
    kind: 'conflict',
    details: (limit: number) => ({ limit }),
  },
  AccountSuspended: {
    code: 'ACCOUNT_SUSPENDED',
    message: (until: Date | null) => (until ? `Suspended until ${until.toISOString().slice(0, 10)}` : 'Suspended'),
    kind: 'forbidden',
    details: (until: Date | null, reason: string) => ({ until: until?.toISOString() ?? null, reason }),
  },
});

describe('errorTable', () => {
  it('makes a class per entry, whose errors carry the prefixed code, the message, the kind and the entry’s name', () => {
    const error = new JobNotFound();
    expect(error).toBeInstanceOf(JobNotFound);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(JobNotOpen);
    expect(error).toMatchObject({ code: 'JOBS.JOB_NOT_FOUND', message: 'Job not found', kind: 'not_found', name: 'JobNotFound' });
    expect(error.details).toBeUndefined();
    expect(JobNotFound.name).toBe('JobNotFound');
    expect([JobNotFound.code, JobNotFound.kind]).toEqual(['JOBS.JOB_NOT_FOUND', 'not_found']);
    expect(String(error)).toBe('JobNotFound: Job not found');
    expect(error.stack).toContain('error-table.spec.ts');
  });

  it('answers with the one error body, by the kind’s status', () => {
    expect(toErrorBody(new JobNotFound())).toEqual({ statusCode: 404, code: 'JOBS.JOB_NOT_FOUND', message: 'Job not found' });
    expect(toErrorBody(new JobNotOpen('edited'))).toEqual({
      statusCode: 409,
      code: 'JOBS.JOB_NOT_OPEN',
      message: 'Only an open job can be edited',
    });
  });

  it('makes the message and the details from the arguments', () => {
    expect(new PortfolioFull(12)).toMatchObject({ message: 'A portfolio holds at most 12 items', details: { limit: 12 } });
    const until = new Date('2026-03-09T09:00:00.000Z');
    expect(toErrorBody(new AccountSuspended(until, 'spam'))).toEqual({
      statusCode: 403,
      code: 'JOBS.ACCOUNT_SUSPENDED',
      message: 'Suspended until 2026-03-09',
      details: { until: '2026-03-09T09:00:00.000Z', reason: 'spam' },
    });
    expect(new AccountSuspended(null, 'spam')).toMatchObject({ message: 'Suspended', details: { until: null, reason: 'spam' } });
  });

  it('types new by the entry: the arguments of its details, else of its message, else none', () => {
    const errors = compile(`import { errorTable } from HELPER;
const { Plain, Said, Detailed } = errorTable('CTX', {
  Plain: { code: 'PLAIN', message: 'Plain', kind: 'invalid' },
  Said: { code: 'SAID', message: (what: string) => what, kind: 'conflict' },
  Detailed: { code: 'DETAILED', message: (limit: number) => String(limit), kind: 'conflict', details: (limit: number, at: Date) => ({ limit, at }) },
});
new Plain();
new Said('x');
new Detailed(1, new Date());
new Plain('x');
new Said();
new Said(1);
new Detailed(1);
errorTable('CTX', { Unsaid: { code: 'UNSAID', message: (what: string, why: string) => what + why, kind: 'invalid', details: (what: string) => ({ what }) } });
errorTable('CTX', { Loud: { code: 'LOUD', message: 'Loud', kind: 'shouting' } });
`);
    expect([...errors.keys()].sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14, 15]);
  });
});

/** Type-checks one sandbox file as the backend's compiler settings would: the errors by line. */
function compile(source: string): Map<number, string> {
  const sandbox = mkdtempSync(join(tmpdir(), 'error-table-'));
  try {
    const file = join(sandbox, 'errors.ts');
    writeFileSync(file, source.replace('HELPER', JSON.stringify(join(__dirname, 'error-table'))));
    const program = ts.createProgram([file], {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      skipLibCheck: true,
      types: [],
      noEmit: true,
    });
    const errors = new Map<number, string>();
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const line =
        diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
      errors.set(line, ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    }
    return errors;
  } finally {
    rmSync(sandbox, { recursive: true, force: true });
  }
}
