#!/usr/bin/env node
// `npm run new:context -- <name>`: a new bounded context that compiles, passes the architecture
// rules and is tested, following docs/adding-a-context.md: its module (registered in
// app.module.ts), public.ts, events.ts with one sample event, an error table, one query with its
// read repository, a controller with one @Endpoint, its account-data contribution, a unit test and
// an API test, and its OpenAPI tag. <name> is kebab-case (saved-searches); the other names are
// derived from it (SavedSearches, savedSearches, SAVED_SEARCHES). `--backend <dir>` writes into
// another copy of backend/ (backend/src/new-context.spec.ts runs it on a throwaway one).
import console from 'node:console';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The names a context's files and classes take, derived from its kebab-case name. */
export function namesOf(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`The context's name is kebab-case, letters and digits (saved-searches), not "${name}"`);
  }
  const words = name.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return {
    kebab: name,
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    snake: words.join('_'),
    upper: words.join('_').toUpperCase(),
    human: words.join(' '),
  };
}

/** Every file of the new context, path (relative to backend/) → content. */
export function contextFiles(name) {
  const { kebab, pascal, snake, upper, human } = namesOf(name);
  const context = `src/contexts/${kebab}`;
  const overview = `${pascal}Overview`;
  const query = `Get${overview}Query`;
  const handler = `Get${overview}Handler`;
  const notFound = `${overview}NotFound`;
  const readRepository = `${pascal}ReadRepository`;
  const tables = `${pascal}Tables`;
  return {
    [`${context}/${kebab}.module.ts`]: `import { Module } from '@nestjs/common';
import { ${handler} } from './application/queries/get-${kebab}-overview';
import { ${pascal}AccountData } from './http/account-data';
import { ${pascal}Controller } from './http/${kebab}.controller';
import { ${readRepository} } from './infrastructure/${kebab}-read-repository';

/** ${upperFirst(human)}: say in one line what this context owns (docs/adding-a-context.md). */
@Module({
  controllers: [${pascal}Controller],
  providers: [${pascal}AccountData, ${readRepository}, ${handler}],
})
export class ${pascal}Module {}
`,
    [`${context}/public.ts`]: `export * from './events';

/*
 * What other contexts may use of ${human}: the classes of the commands and queries they may send,
 * with their result types, declared here (the use case's file imports its class from here), and
 * never a handler file. Nothing yet: its one query is its own controller's.
 */
`,
    [`${context}/events.ts`]: `import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code but its own domain types.
 */

/**
 * A sample: name it after what happened, and record it with recordEvent(em, event) in the
 * transaction of the change. Users are told of it by a handler in the notifications context.
 */
@IntegrationEventType('${snake}.overview_changed')
export class ${overview}Changed extends IntegrationEvent {
  constructor(readonly userId: string) {
    super();
  }
}
`,
    [`${context}/domain/${kebab}-errors.ts`]: `import { errorTable } from '../../../platform/errors/error-table';

export const { ${notFound} } = errorTable('${upper}', {
  ${notFound}: { code: 'OVERVIEW_NOT_FOUND', message: 'Nothing was found for you in ${human}', kind: 'not_found' },
});
`,
    [`${context}/application/queries/get-${kebab}-overview.ts`]: `import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ${notFound} } from '../../domain/${kebab}-errors';
import { ${readRepository} } from '../../infrastructure/${kebab}-read-repository';

/** What ${human} holds for a user. */
export type ${overview} = { userId: string; checkedAt: string };

export class ${query} extends Query<${overview}> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(${query})
export class ${handler} implements IQueryHandler<${query}> {
  constructor(private readonly reads: ${readRepository}) {}

  async execute({ userId }: ${query}): Promise<${overview}> {
    const overview = await this.reads.overviewOf(userId);
    if (!overview) throw new ${notFound}();
    return overview;
  }
}
`,
    [`${context}/application/queries/get-${kebab}-overview.spec.ts`]: `import { ${handler}, ${query} } from './get-${kebab}-overview';
import { ${notFound} } from '../../domain/${kebab}-errors';
import type { ${readRepository} } from '../../infrastructure/${kebab}-read-repository';

function handlerReading(overview: { userId: string; checkedAt: string } | undefined) {
  const reads = { overviewOf: jest.fn().mockResolvedValue(overview) };
  return { reads, handler: new ${handler}(reads as unknown as ${readRepository}) };
}

describe('${query}', () => {
  it('answers what the read repository finds for the user', async () => {
    const overview = { userId: 'user-1', checkedAt: '2026-03-02T09:00:00.000000Z' };
    const { reads, handler } = handlerReading(overview);
    await expect(handler.execute(new ${query}('user-1'))).resolves.toEqual(overview);
    expect(reads.overviewOf).toHaveBeenCalledWith('user-1');
  });

  it('is not found when there is nothing', async () => {
    const { handler } = handlerReading(undefined);
    const answer = handler.execute(new ${query}('user-1'));
    await expect(answer).rejects.toBeInstanceOf(${notFound});
    await expect(answer).rejects.toMatchObject({ code: '${upper}.OVERVIEW_NOT_FOUND', kind: 'not_found' });
  });
});
`,
    [`${context}/infrastructure/${kebab}-read-repository.ts`]: `import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';
import type { Tables } from '../../../platform/database/tables';
import { utcTimestampText } from '../../../platform/database/utc-timestamp-text';

/**
 * The tables ${human} owns, the only ones its reads and writes name. None yet: add its migration
 * (backend/migrations, listed in index.ts), run \`npm run tables\`, name them here and declare
 * them in http/account-data.ts.
 */
export type ${tables} = Pick<Tables, never>;

export type ${overview}Row = { userId: string; checkedAt: string };

/** Every read of ${human}'s tables, written with the typed query builder. */
@Injectable()
export class ${readRepository} {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private get db(): Kysely<${tables}> {
    return this.em.getKysely<${tables}>();
  }

  /** What the user has here; with no table yet, the database's clock stands in for it. */
  overviewOf(userId: string): Promise<${overview}Row | undefined> {
    return this.db
      .selectNoFrom([sql<string>\`\${userId}::uuid::text\`.as('userId'), utcTimestampText(sql<string>\`now()\`).as('checkedAt')])
      .executeTakeFirst();
  }
}
`,
    [`${context}/http/dto.ts`]: `import { ApiProperty } from '@nestjs/swagger';
import { timestamp } from '../../../platform/openapi/properties';
import type { ${overview} } from '../application/queries/get-${kebab}-overview';

export class ${overview}Response implements ${overview} {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty(timestamp('When it was read')) checkedAt: string;
}
`,
    [`${context}/http/${kebab}.controller.ts`]: `import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { ${overview}, ${query} } from '../application/queries/get-${kebab}-overview';
import { ${overview}Response } from './dto';

@ApiTags('${kebab}')
@SignedIn()
@Controller('${kebab}')
export class ${pascal}Controller {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint('GET', 'overview', {
    summary: 'My ${human}',
    description: 'What ${human} holds for the caller.',
    answer: ApiOk(${overview}Response),
    errors: { 404: 'Nothing for the caller (${upper}.OVERVIEW_NOT_FOUND)' },
  })
  overview(@CurrentPrincipal() principal: Principal): Promise<${overview}> {
    return this.queryBus.execute(new ${query}(principal.id));
  }
}
`,
    [`${context}/http/account-data.ts`]: `import { Injectable, OnModuleInit } from '@nestjs/common';
import { AccountDataRegistry } from '../../../platform/account-data/account-data-registry';

/** ${upperFirst(human)}'s part of the user's data file and of the account deletion. */
@Injectable()
export class ${pascal}AccountData implements OnModuleInit {
  constructor(private readonly registry: AccountDataRegistry) {}

  onModuleInit(): void {
    this.registry.contribute({
      // Each table of its migrations once it has some: the columns naming the user (ownerColumns),
      // the data file's sections showing its rows (or why none does) and what deleting the account
      // does to them; a section per list the user owns. account-deletion.e2e fails on a table
      // nobody declares. See reviews' http/account-data.ts.
      tables: [],
    });
  }
}
`,
    [`test/${kebab}/${kebab}.e2e-spec.ts`]: `import type { NestExpressApplication } from '@nestjs/platform-express';
import { signUp } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { agentFor, createTestApp } from '../support/test-app';

describe('${upperFirst(human)}', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers the signed-in user what it holds for them', async () => {
    const user = await signUp(app);
    const { body } = await user.agent.get('/api/${kebab}/overview').expect(200);
    expect(body).toEqual({ userId: user.id, checkedAt: expect.stringMatching(/^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z$/) });
  });

  it('refuses a visitor who is not signed in, with the one error body', async () => {
    const { body } = await agentFor(app).get('/api/${kebab}/overview').expect(401);
    expectErrorBody(body, 401);
  });
});
`,
  };
}

function upperFirst(text) {
  return text[0].toUpperCase() + text.slice(1);
}

/** app.module.ts with the context's module imported and registered after the others. */
export function registerModule(source, name) {
  const { kebab, pascal } = namesOf(name);
  const importLine = `import { ${pascal}Module } from './contexts/${kebab}/${kebab}.module';\n`;
  const contextImports = [...source.matchAll(/^import \{ \w+Module \} from '\.\/contexts\/([^/]+)\/[^']+';\n/gm)];
  if (contextImports.length === 0) throw new Error('app.module.ts imports no context module: cannot register the new one');
  const after = contextImports.filter((match) => match[1] < kebab).at(-1);
  const at = after ? after.index + after[0].length : contextImports[0].index;
  let registered = source.slice(0, at) + importLine + source.slice(at);
  const list = /imports: \[\n([\s\S]*?\n)(\s*)\],/.exec(registered);
  if (!list || !/\w+Module,\n/.test(list[1])) throw new Error('app.module.ts has no list of imported modules: cannot register the new one');
  const indent = /^(\s*)\w+Module,$/m.exec(list[1])[1];
  const end = list.index + list[0].length - list[2].length - 2;
  registered = registered.slice(0, end) + `${indent}${pascal}Module,\n` + registered.slice(end);
  return registered;
}

/** openapi.ts with the context's tag described, before the platform's. */
export function addOpenApiTag(source, name) {
  const { kebab, human } = namesOf(name);
  const platformTag = source.indexOf("    .addTag('platform'");
  if (platformTag < 0) throw new Error("openapi.ts has no .addTag('platform', …): cannot add the new context's tag");
  const tag = `    .addTag('${kebab}', '${upperFirst(human)}: say what its endpoints are for (the ${kebab} context)')\n`;
  return source.slice(0, platformTag) + tag + source.slice(platformTag);
}

/** Writes the context into `backend` (a backend/ folder); the paths written, relative to it. */
export function newContext(name, backend) {
  const { kebab } = namesOf(name);
  const contexts = join(backend, 'src/contexts');
  if (existsSync(join(contexts, kebab)) && readdirSync(join(contexts, kebab), { recursive: true }).length > 0) {
    throw new Error(`There is a context ${kebab} already (src/contexts/${kebab})`);
  }
  const files = contextFiles(name);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(backend, path)), { recursive: true });
    writeFileSync(join(backend, path), content, { flag: 'wx' });
  }
  const appModule = join(backend, 'src/app.module.ts');
  writeFileSync(appModule, registerModule(readFileSync(appModule, 'utf8'), name));
  const openApi = join(backend, 'src/platform/openapi/openapi.ts');
  writeFileSync(openApi, addOpenApiTag(readFileSync(openApi, 'utf8'), name));
  return [...Object.keys(files), 'src/app.module.ts', 'src/platform/openapi/openapi.ts'];
}

function main(args) {
  const backendOption = args.indexOf('--backend');
  const backend = backendOption >= 0 ? resolve(args[backendOption + 1]) : join(root, 'backend');
  // Without --backend (index -1), every argument is a name: index 0 is not the option's value.
  const names = backendOption >= 0 ? args.filter((_arg, index) => index !== backendOption && index !== backendOption + 1) : args;
  if (names.length !== 1) {
    console.error('Usage: npm run new:context -- <name>   (kebab-case, e.g. saved-searches)');
    return 2;
  }
  try {
    const written = newContext(names[0], backend);
    const shown = (path) => relative(process.cwd(), join(backend, path));
    console.log(`Wrote the ${names[0]} context:\n${written.map((path) => `  ${shown(path)}`).join('\n')}`);
    console.log(
      [
        '',
        'Next (docs/adding-a-context.md):',
        "  - say what it is for: the module's comment and its OpenAPI tag in platform/openapi/openapi.ts;",
        '  - its tables: a migration, `npm run tables`, and each table in http/account-data.ts;',
        '  - `npm run openapi` (the committed document and the frontend client);',
        `  - its tests: npx jest --selectProjects unit -- src/contexts/${namesOf(names[0]).kebab} src/architecture.spec.ts`,
        `    and npm run test:api -w backend -- test/${namesOf(names[0]).kebab}`,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
