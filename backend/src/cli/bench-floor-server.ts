/**
 * The benchmark's floor: a bare node:http + pg server that answers GET /api/jobs with the same
 * SQL and answer as the API: the caller's session, the page, its posters, and for a freelancer
 * their skills beside the page, which each post's rank reasons are made with; and GET /api/health with one
 * database round trip. No framework, no middleware, no validation beyond the session cookie's
 * signature. Started by bench-search and bench-gc.
 */
import { parseCookie } from 'cookie';
import { unsign } from 'cookie-signature';
import { Compilable, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { createServer, IncomingMessage, Server } from 'node:http';
import { Pool, TypeOverrides, types } from 'pg';
import { liveSession } from '../platform/auth/postgres-session.store';
import { SESSION_COOKIE_NAME } from '../platform/auth/session-settings';
import { jobRankReasons, SEARCH_PAGE_SIZE } from '../contexts/jobs/application/queries/search-jobs';
import type { JobSearch } from '../contexts/jobs/infrastructure/jobs-read-repository';
import { JobsTables, searchJobsQuery } from '../contexts/jobs/infrastructure/jobs-read-repository';
import {
  IdentityTables,
  matchingProfileQuery,
  principalQuery,
  userSummariesQuery,
} from '../contexts/identity/infrastructure/identity-read-repository';
import type { SessionTables } from '../platform/auth/http-sessions';
import { encodeKeysetCursor } from '../platform/paging/keyset-page';
import { JobRow, toJobView } from '../contexts/jobs/application/views';

// Timestamps in PostgreSQL's text form, as the API's pool (MikroORM's) hands them over.
const floorTypes = new TypeOverrides();
floorTypes.setTypeParser(types.builtins.TIMESTAMPTZ, (text: string) => text);

/** Compiles the API's own queries without a connection: the floor runs them on its own pool. */
function compiler<DB>(): Kysely<DB> {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
const sessionQueries = compiler<SessionTables>();
const jobQueries = compiler<JobsTables>();
const peopleQueries = compiler<IdentityTables>();

/** Runs a compiled query on the floor's pool. */
async function rowsOf<Row>(pool: Pool, query: Compilable<Row>): Promise<Row[]> {
  const { sql, parameters } = query.compile();
  return (await pool.query(sql, [...parameters])).rows as Row[];
}

/** The signed-in user of the request, read as the API reads it, or null. */
async function signedInUser(pool: Pool, sessionSecret: string, request: IncomingMessage): Promise<{ id: string; role: string } | null> {
  const signed = request.headers.cookie ? parseCookie(request.headers.cookie)[SESSION_COOKIE_NAME] : undefined;
  const sid = signed?.startsWith('s:') ? unsign(signed.slice(2), sessionSecret) : false;
  if (!sid) return null;
  const [session] = await rowsOf(
    pool,
    liveSession(sessionQueries, sid, (userId) => principalQuery(peopleQueries, userId)),
  );
  return session?.principal ?? null;
}

async function search(
  pool: Pool,
  params: URLSearchParams,
  reader: { id: string; role: string },
): Promise<{ body: unknown[]; headers: Record<string, string> }> {
  const query: JobSearch = {
    jobType: (params.get('jobType') as JobSearch['jobType']) ?? undefined,
    category: (params.get('category') as JobSearch['category']) ?? undefined,
    verifiedOnly: params.get('verifiedOnly') === 'true',
    searchTerm: params.get('searchTerm') ?? undefined,
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    cursor: params.get('cursor') ?? undefined,
    limit: Number(params.get('limit') ?? SEARCH_PAGE_SIZE.default),
  };
  const [rows, [profile]] = await Promise.all([
    rowsOf(pool, searchJobsQuery(jobQueries, query)) as Promise<JobRow[]>,
    reader.role === 'freelancer' ? rowsOf(pool, matchingProfileQuery(peopleQueries, reader.id)) : [],
  ]);
  const pageRows = rows.slice(0, query.limit);
  const people = await rowsOf(pool, userSummariesQuery(peopleQueries, [...new Set(pageRows.map((row) => row.client_id))]));
  const byId = new Map(people.map((person) => [person.id, person]));
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const last = pageRows[pageRows.length - 1];
  if (rows.length > query.limit && last) headers['X-Next-Cursor'] = encodeKeysetCursor({ at: last.created_at, id: last.id });
  const now = Date.now();
  const body = pageRows.map((row) => {
    const view = toJobView(row, byId);
    return { ...view, rankReasons: jobRankReasons(view, profile?.skills ?? null, now) };
  });
  return { body, headers };
}

/** What the API's health check does: one round trip to the database, then its answer's body. */
const HEALTHY_BODY = JSON.stringify({
  status: 'ok',
  info: { database: { status: 'up' } },
  error: {},
  details: { database: { status: 'up' } },
});

/** The floor on `databaseUrl`, reading sessions signed with `sessionSecret`; not listening yet. */
export function createFloorServer(databaseUrl: string, sessionSecret: string): { server: Server; pool: Pool } {
  const pool = new Pool({ connectionString: databaseUrl, max: 10, types: floorTypes });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/health') {
      pool
        .query('select 1')
        .then(() => void response.writeHead(200, { 'Content-Type': 'application/json' }).end(HEALTHY_BODY))
        .catch((error: Error) => response.writeHead(503).end(error.message));
      return;
    }
    if (url.pathname !== '/api/jobs') {
      response.writeHead(404).end();
      return;
    }
    signedInUser(pool, sessionSecret, request)
      .then((reader) => {
        if (!reader) return void response.writeHead(401).end();
        return search(pool, url.searchParams, reader).then(
          ({ body, headers }) => void response.writeHead(200, headers).end(JSON.stringify(body)),
        );
      })
      .catch((error: Error) => response.writeHead(500).end(error.message));
  });
  return { server, pool };
}

// Started by the benchmarks as a process of its own (startReadyProcess); a test imports the factory.
if (require.main === module) {
  const { server, pool } = createFloorServer(process.env.DATABASE_URL ?? '', process.env.SESSION_SECRET ?? '');
  server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
  process.on('SIGTERM', () => {
    server.close();
    void pool.end().then(() => process.exit(0));
  });
}
