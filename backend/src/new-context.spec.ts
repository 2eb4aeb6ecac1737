import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { binOf, newContext, runJest, runNode, throwawayBackend, type ThrowawayBackend } from '../test/support/throwaway-backend';

/**
 * `npm run new:context` (scripts/new-context.mjs) run on a throwaway copy of the backend: what it
 * writes follows the convention, compiles, is formatted, passes its unit test and the architecture
 * rules. Its API test runs against it in test/platform/new-context.e2e-spec.ts.
 */
const NAME = 'sample-things';
const CONTEXT = `src/contexts/${NAME}`;

const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

describe('npm run new:context', () => {
  let copy: ThrowawayBackend;
  let backend: string;
  const read = (path: string) => readFileSync(join(backend, path), 'utf8');
  const generatedFiles = () => [
    ...filesUnder(join(backend, CONTEXT)).map((entry) => relative(backend, join(entry.parentPath, entry.name))),
    `test/${NAME}/${NAME}.e2e-spec.ts`,
  ];

  beforeAll(() => {
    copy = throwawayBackend();
    backend = copy.backend;
  });
  afterAll(() => copy?.remove());

  it('writes a context of the convention, named after its name, and registers it', () => {
    const run = newContext(backend, NAME);
    expect(run).toMatchObject({ status: 0 });
    expect(generatedFiles().sort()).toEqual(
      [
        `${CONTEXT}/${NAME}.module.ts`,
        `${CONTEXT}/public.ts`,
        `${CONTEXT}/events.ts`,
        `${CONTEXT}/domain/${NAME}-errors.ts`,
        `${CONTEXT}/application/queries/get-${NAME}-overview.ts`,
        `${CONTEXT}/application/queries/get-${NAME}-overview.spec.ts`,
        `${CONTEXT}/infrastructure/${NAME}-read-repository.ts`,
        `${CONTEXT}/http/${NAME}.controller.ts`,
        `${CONTEXT}/http/dto.ts`,
        `${CONTEXT}/http/account-data.ts`,
        `test/${NAME}/${NAME}.e2e-spec.ts`,
      ].sort(),
    );
    expect(read(`${CONTEXT}/${NAME}.module.ts`)).toContain('export class SampleThingsModule {}');
    expect(read(`${CONTEXT}/public.ts`)).toMatch(/^export \* from '\.\/events';$/m);
    expect(read(`${CONTEXT}/domain/${NAME}-errors.ts`)).toContain("errorTable('SAMPLE_THINGS', {");
    expect(read(`${CONTEXT}/events.ts`)).toContain("@IntegrationEventType('sample_things.overview_changed')");
    expect(read(`${CONTEXT}/http/${NAME}.controller.ts`)).toContain("@Endpoint('GET', 'overview', {");
    const appModule = read('src/app.module.ts');
    expect(appModule).toContain("import { SampleThingsModule } from './contexts/sample-things/sample-things.module';");
    expect(appModule).toMatch(/ {8}\w+Module,\n {8}SampleThingsModule,\n {6}\],/);
    expect(read('src/platform/openapi/openapi.ts')).toMatch(/\.addTag\('sample-things', '[^']+'\)\n\s+\.addTag\('platform'/);
  });

  it('refuses a name that is not kebab-case, and a context that exists', () => {
    expect(newContext(backend, 'SampleThings')).toEqual({ status: 1, output: expect.stringContaining('kebab-case') });
    expect(newContext(backend, NAME)).toEqual({ status: 1, output: expect.stringContaining('There is a context sample-things already') });
    expect(newContext(backend, 'jobs')).toEqual({ status: 1, output: expect.stringContaining('There is a context jobs already') });
  });

  it('imports nothing of another context: only its own files, the platform, and the API tests’ support', () => {
    const reached = generatedFiles().flatMap((file) =>
      [...read(file).matchAll(/from '(\.[^']*)'/g)].map((match) => relative(backend, resolve(backend, dirname(file), match[1]))),
    );
    expect(reached.length).toBeGreaterThan(20);
    expect(reached.filter((path) => !/^(src\/contexts\/sample-things|src\/platform|test\/(support|factories))\//.test(path))).toEqual([]);
  });

  it('compiles, formatted as Prettier formats it', () => {
    // Its files, the files it changed but app.module.ts (which would check every context: the API
    // test boots it), and the platform's declarations of the request's session and user.
    const ambient = filesUnder(join(backend, 'src/platform'))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => /^declare (module|global)\b/m.test(readFileSync(path, 'utf8')));
    const include = [...generatedFiles().filter((file) => file.startsWith('src/')), 'src/platform/openapi/openapi.ts', ...ambient];
    writeFileSync(
      join(backend, 'tsconfig.new-context.json'),
      JSON.stringify({ extends: './tsconfig.json', compilerOptions: { noEmit: true, skipLibCheck: true }, include }),
    );
    expect(runNode(backend, [binOf('typescript/bin/tsc'), '-p', 'tsconfig.new-context.json'])).toEqual({ status: 0, output: '' });
    const prettier = runNode(backend, [
      binOf('prettier/bin/prettier.cjs'),
      '--config',
      join(__dirname, '../../.prettierrc.json'),
      '--check',
      ...generatedFiles(),
      'src/app.module.ts',
      'src/platform/openapi/openapi.ts',
    ]);
    expect(prettier).toMatchObject({ status: 0 });
  }, 120_000);

  it('passes its unit test and the architecture rules (run with no other context, whose state is not its own)', () => {
    for (const context of readdirSync(join(backend, 'src/contexts'))) {
      if (context !== NAME) rmSync(join(backend, 'src/contexts', context), { recursive: true });
    }
    const checks = [
      'GetSampleThingsOverviewQuery',
      'holds for the code base',
      'keeps one use case to a file',
      'keeps SQL in the repositories',
    ];
    const { report, output } = runJest(backend, [
      '--selectProjects',
      'unit',
      '--testNamePattern',
      checks.join('|'),
      '--',
      CONTEXT,
      'src/architecture.spec.ts',
    ]);
    if (report.numFailedTests + report.numRuntimeErrorTestSuites > 0) throw new Error(output);
    const passed = report.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'passed'));
    expect(passed.map((test) => test.fullName).sort()).toEqual([
      'GetSampleThingsOverviewQuery answers what the read repository finds for the user',
      'GetSampleThingsOverviewQuery is not found when there is nothing',
      'dependency rules between contexts and the platform holds for the code base',
      'use cases and their statements keeps SQL in the repositories: no statement in a handler or controller',
      'use cases and their statements keeps one use case to a file',
    ]);
  }, 120_000);

  it('takes the name alone, as the README runs it (no --backend), and judges that name', () => {
    // A name it refuses writes nothing, so the repository's own backend is safe to aim at.
    const run = runNode(resolve(__dirname, '../..'), [resolve(__dirname, '../../scripts/new-context.mjs'), 'Not-Kebab']);
    expect(run).toEqual({ status: 1, output: expect.stringContaining("The context's name is kebab-case") });
  });
});
