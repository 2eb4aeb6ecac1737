/**
 * npm run bench:exposure [-- --scale 1 --api-port 3822 --keep]
 *
 * The newcomer rule measured (decision 0075): seeds bench:scale's marketplace, then, signed in as
 * its heavy client, reads the first page of typical freelancer searches, with and without filters,
 * and prints for each the share of the page's places that went to accounts younger than 30 days,
 * next to the share the rank alone would give them and their share of everyone the search matches. Measures; asserts nothing.
 */
import { migrationsList } from '../../migrations';
import { NEWCOMER_DAYS } from '../contexts/identity/infrastructure/identity-read-repository';
import { toPrefixTsQuery } from '../platform/search/search-words';
import { SCALE_PASSWORD, seedScale } from './bench-scale-seed';
import {
  BENCH_SESSION_SECRET,
  benchDatabase,
  dropBenchDatabase,
  parseBenchOptions,
  runBenchmark,
  startApi,
  stop,
  withClient,
} from './bench-support';

const DEFAULTS = { scale: 1, apiPort: 3822, keep: false };

type Search = { searchTerm?: string; verifiedOnly?: boolean; languages?: string };

const TERMS = [
  'moderation',
  'content moderation',
  'live chat',
  'chat',
  'email support',
  'zendesk',
  'social media',
  'customer service',
  'data entry',
  'calendar',
  'spanish',
  'community',
  'support',
  'night',
  'weekend',
  'english',
  'management',
  'virtual assistant',
  'moder',
  'zen',
];

/** Every term alone, then a few with the verified and languages filters, and the unsearched directory. */
const SEARCHES: Search[] = [
  {},
  ...TERMS.map((searchTerm) => ({ searchTerm })),
  { searchTerm: 'moderation', verifiedOnly: true },
  { searchTerm: 'live chat', languages: 'Tagalog' },
  { searchTerm: 'customer service', languages: 'English,Spanish' },
  { verifiedOnly: true },
  { languages: 'Portuguese' },
];

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), DEFAULTS);
  const database = await benchDatabase(`marketplace_bench_exposure_${Date.now()}`);
  const api = await startApi(database.url, options.apiPort);
  try {
    console.log(`Seeding at scale ${options.scale} (${migrationsList.length} migrations)…`);
    const seed = await seedScale(database.url, options.scale, BENCH_SESSION_SECRET);
    const login = await fetch(`http://127.0.0.1:${options.apiPort}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: seed.heavyClient.email, password: SCALE_PASSWORD }),
    });
    if (!login.ok) throw new Error(`signing the client in failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');

    const rows: string[] = [];
    let shown = 0;
    let shownNew = 0;
    let shownNewByRank = 0;
    await withClient(database.url, async (db) => {
      for (const search of SEARCHES) {
        const query = new URLSearchParams(Object.entries(search).map(([name, value]): [string, string] => [name, String(value)]));
        const response = await fetch(`http://127.0.0.1:${options.apiPort}/api/freelancers?${query}`, { headers: { cookie } });
        const page = (await response.json()) as { id: string }[];
        // The same conditions as the directory's (identity-read-repository.ts), counted over every match.
        const languages = (search.languages ?? '')
          .split(',')
          .filter(Boolean)
          .map((language) => language.trim().toLowerCase());
        const { rows: figures } = await db.query<{ onPage: number; byRankAlone: number; matches: number; newMatches: number }>(
          `with matching as (
             select id, created_at > now() - make_interval(days => $5) as new, rank_score from users
             where role = 'freelancer' and username is not null and suspended_at is null
               and ($2::text is null or search_vector @@ to_tsquery('simple', $2))
               and (not $3 or is_verified) and user_languages_key(languages) @> $4::text[])
           select (select count(*)::int from matching where id = any($1::uuid[]) and new) as "onPage",
                  (select count(*)::int from (select new from matching order by rank_score desc, id limit $6) top where new) as "byRankAlone",
                  count(*)::int as matches, count(*) filter (where new)::int as "newMatches"
           from matching`,
          [
            page.map(({ id }) => id),
            toPrefixTsQuery(search.searchTerm),
            search.verifiedOnly ?? false,
            languages,
            NEWCOMER_DAYS,
            page.length,
          ],
        );
        const { onPage, byRankAlone, matches, newMatches } = figures[0];
        shown += page.length;
        shownNew += onPage;
        shownNewByRank += byRankAlone;
        const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
        rows.push(
          `| ${query.toString() || '(no search)'} | ${page.length} | ${onPage} | ${percent(onPage, page.length)} | ${percent(byRankAlone, page.length)} | ${matches.toLocaleString('en')} | ${percent(newMatches, matches)} |`,
        );
      }
    });
    console.log(`
| first page of GET /api/freelancers? | places | newcomers | newcomers' share of the page | their share by rank alone | matching accounts | newcomers' share of the matches |
|---|---|---|---|---|---|---|
${rows.join('\n')}

All ${SEARCHES.length} first pages: ${shownNew} of ${shown} places (${((100 * shownNew) / shown).toFixed(1)} %) went to accounts younger than ${NEWCOMER_DAYS} days; by rank alone, without the newcomer rule, ${shownNewByRank} (${((100 * shownNewByRank) / shown).toFixed(1)} %).`);
  } finally {
    await stop(api);
    if (!options.keep) await dropBenchDatabase(database);
  }
}

runBenchmark(module, main);
