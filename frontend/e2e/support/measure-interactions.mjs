// How long each tap and keystroke takes to show its result, in Chromium with the CPU 4x slower (a
// mid-range phone), as bench:scale's heavy users: full pages of real-sized lists (docs/performance.md,
// "Interactions"). Run after `npm run build`:
//
//   npm run bench:interactions [-- --runs 5 --throttle 4 --only NAME-PART[,…] --database NAME --keep --profile --trace]
//
// It seeds bench:scale's marketplace (100,000 users) into a throwaway database on DATABASE_URL's
// server (default: local), or reuses one kept by `bench:scale -- --keep` (--database), starts the
// built app on it, and for every interaction prints two figures, median and worst of --runs:
// - the Event Timing duration: from the input to the next paint after its handlers ran, the
//   figure INP is made of (Chromium reports 16 ms and above, in steps of 8);
// - click to paint: from the input to the frame that shows its result, answers from the server
//   included.
// --profile records the last run of each interaction with Chromium's CPU profiler and prints the
// functions that took the most of it (their own time, not their callees'); on a build made with
// `npx vite build --minify false` the names are the source's (INTERACTION_PROFILE_FILE=file.cpuprofile
// keeps the profile, INTERACTION_PROFILE_LINES=N prints N functions). --trace records the last run with
// Chromium's tracing instead and splits the page's main thread between script, style, layout and
// paint, with how many elements the style recalculations touched: a tap whose time is not the app's
// own code shows there. INTERACTION_SCREENSHOT=file.png keeps
// a screenshot of a step that failed. It measures; it asserts nothing.
// The functions given to the page (recordInteractions, the `done` checks) run in the browser.
/* global window, document, location, addEventListener, requestAnimationFrame */
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const cli = join(dirname(fileURLToPath(import.meta.url)), '../../../backend/dist/src/cli');
const { BENCH_SESSION_SECRET, benchDatabase, dropBenchDatabase, startApi, stop, machineLine } = require(join(cli, 'bench-support.js'));
const { seedScale, reusedScale, SCALE_SIGN_IN_LIMITS, signInScaleUser, totpCode } = require(join(cli, 'bench-scale-seed.js'));

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    throttle: { type: 'string', default: '4' },
    only: { type: 'string', default: '' },
    database: { type: 'string', default: '' },
    keep: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    port: { type: 'string', default: '3822' },
  },
});
const runs = Number(options.runs);
const port = Number(options.port);
const baseUrl = `http://127.0.0.1:${port}`;
// A run writes (applications, messages, contracts): the write limits of one person do not apply.
const WRITE_LIMITS = {
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_HOUR: '100000',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
  RATE_LIMIT_APPLICATIONS_PER_HOUR: '100000',
};

/**
 * In every page before its own scripts: the first trusted input after `reset()` and every Event
 * Timing entry of an interaction (durationThreshold 16 ms, the least Chromium reports).
 */
function recordInteractions() {
  const state = { inputAt: undefined, entries: [] };
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        if (event.isTrusted && state.inputAt === undefined) state.inputAt = event.timeStamp;
      },
      { capture: true },
    );
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId > 0) state.entries.push(entry);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__interactions = {
    reset() {
      state.inputAt = undefined;
      state.entries = [];
    },
    /** The input's time, and the longest Event Timing duration of the interactions since it. */
    result() {
      const since = state.entries.filter((entry) => state.inputAt !== undefined && entry.startTime >= state.inputAt - 1);
      return { inputAt: state.inputAt, duration: Math.max(0, ...since.map((entry) => entry.duration)) };
    },
  };
}

/** Resolves in the first animation frame where `done` holds, with that frame's time: the frame that paints the result. */
function paintedWhen(page, done, arg) {
  return page.waitForFunction(done, arg, { polling: 'raf', timeout: 30_000 }).then(() => page.evaluate(() => performance.now()));
}

/** The job board's results, shown for the search in the address. */
function jobResultsFor(expected) {
  return (
    new URLSearchParams(location.search).toString().includes(expected) &&
    !document.querySelector('[aria-busy="true"], [role="status"][aria-label="Updating results"]') &&
    (document.querySelector('[data-testid="job-card"]') !== null || document.body.innerText.includes('No jobs found'))
  );
}

async function openJobBoard(page, query = '') {
  await page.goto(`/jobs${query}`);
  await page.waitForFunction(jobResultsFor, '');
}

/** The freelancer search's results, shown for the search in the address. */
function freelancersFor(expected) {
  return (
    location.search.includes(expected) && !document.querySelector('[role="status"][aria-label="Updating results"], [aria-busy="true"]')
  );
}

async function openFreelancers(page) {
  await page.goto('/freelancers');
  await page.waitForSelector('article');
}

/** A choice in a screen's Sort menu, the menu opened beforehand. */
function sortedBy(screen, as, openScreen, option, done, param) {
  return {
    name: `${screen}: sorted by ${option.toLowerCase()}`,
    as,
    open: async (page) => {
      await openScreen(page);
      // Opened once the screen has loaded: an answer arriving after it would close the menu.
      await page.waitForLoadState('networkidle');
      await page.getByRole('combobox', { name: 'Sort', exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).waitFor();
    },
    act: (page) => page.getByRole('option', { name: option, exact: true }).click(),
    done,
    arg: () => param,
  };
}

const filters = (page) => page.getByRole('complementary', { name: 'Filters' });

/**
 * The scripted set: `open` shows the screen (not measured), `act` is the input measured, `done`
 * runs in the page and holds once the result is on the screen. `run` numbers the repetition, so
 * an interaction that changes something (an application, a message) acts on a new thing each time.
 */
const INTERACTIONS = [
  {
    name: '/jobs: search typed and submitted',
    as: 'freelancer',
    open: (page) => openJobBoard(page),
    act: async (page, run) => {
      await page.getByRole('textbox', { name: 'Search jobs' }).fill(termOf(run));
      await page.evaluate(() => window.__interactions.reset());
      await page.keyboard.press('Enter');
    },
    done: jobResultsFor,
    arg: (run) => `search=${termOf(run)}`,
    resetBeforeAct: false,
  },
  ...[
    ['Type', 'Job Offers', 'type=offer'],
    ['Type', 'Availability', 'type=seeking'],
    ['Pay', 'Hourly', 'pay=hourly'],
    ['Pay', 'Fixed price', 'pay=fixed'],
  ].map(([group, option, param]) => ({
    name: `/jobs: ${group} filter "${option}"`,
    as: 'freelancer',
    open: (page) => openJobBoard(page),
    act: (page) => filters(page).getByRole('radio', { name: option, exact: true }).click(),
    done: jobResultsFor,
    arg: () => param,
  })),
  {
    name: '/jobs: back to a filter already seen (no request)',
    as: 'freelancer',
    open: async (page) => {
      await openJobBoard(page);
      await filters(page).getByRole('radio', { name: 'Job Offers', exact: true }).click();
      await page.waitForFunction(jobResultsFor, 'type=offer');
      await filters(page).getByRole('radio', { name: 'All', exact: true }).click();
      await page.waitForFunction(() => !location.search.includes('type=') && !document.querySelector('[aria-busy="true"]'));
    },
    act: (page) => filters(page).getByRole('radio', { name: 'Job Offers', exact: true }).click(),
    done: jobResultsFor,
    arg: () => 'type=offer',
  },
  {
    name: '/jobs: the Sort menu opened',
    as: 'freelancer',
    open: (page) => openJobBoard(page),
    act: (page) => page.getByRole('combobox', { name: 'Sort', exact: true }).click(),
    done: () => document.querySelector('[role="listbox"] [role="option"]') !== null,
  },
  sortedBy('/jobs', 'freelancer', openJobBoard, 'Highest pay', jobResultsFor, 'sort=pay_high'),
  {
    name: '/jobs: the next page of results',
    as: 'freelancer',
    open: (page) => openJobBoard(page),
    act: (page) => page.getByRole('button', { name: /load more|show more/i }).click(),
    done: () => document.querySelectorAll('[data-testid="job-card"]').length > 20 && !document.querySelector('[aria-busy="true"]'),
  },
  {
    name: '/freelancers: search typed',
    as: 'client',
    open: openFreelancers,
    // Typed key by key: the list follows the typing (after a pause), with no button to press.
    act: (page, run) => page.getByRole('textbox', { name: 'Search service providers' }).pressSequentially(termOf(run)),
    done: freelancersFor,
    arg: (run) => `searchTerm=${termOf(run)}`,
  },
  {
    name: '/freelancers: "Verified only"',
    as: 'client',
    open: openFreelancers,
    act: (page) => page.getByRole('checkbox', { name: 'Verified only' }).click(),
    done: freelancersFor,
    arg: () => 'verified',
  },
  sortedBy('/freelancers', 'client', openFreelancers, 'Lowest rate', freelancersFor, 'sort=rate_low'),
  {
    name: 'the notifications popover opened',
    as: 'freelancer',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    },
    act: (page) => page.getByRole('button', { name: /^Notifications/ }).click(),
    done: () => {
      const dropdown = document.querySelector('.mantine-Popover-dropdown');
      return dropdown !== null && !dropdown.querySelector('[role="status"]') && dropdown.innerText.trim().length > 0;
    },
  },
  {
    name: '/messages: a conversation opened',
    as: 'freelancer',
    open: async (page) => {
      await page.goto('/messages');
      await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first().waitFor();
    },
    act: (page, run) =>
      page
        .getByRole('navigation', { name: 'Conversations' })
        .getByRole('link')
        .nth(run + 1)
        .click(),
    done: () => {
      const log = document.querySelector('[role="log"]');
      return log !== null && !log.querySelector('[role="status"]') && log.children.length > 0 && location.search.includes('userId=');
    },
  },
  {
    name: '/messages: a message sent',
    as: 'freelancer',
    open: async (page) => {
      await page.goto('/messages');
      await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first().click();
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
    },
    act: async (page, run) => {
      await page.getByRole('textbox', { name: 'Message' }).fill(`Measured message ${run} ${Date.now()}`);
      await page.evaluate(() => window.__interactions.reset());
      await page.getByRole('button', { name: 'Send' }).click();
    },
    done: () => {
      const log = document.querySelector('[role="log"]');
      const typed = document.querySelector('textarea[aria-label="Message"]');
      return log !== null && typed !== null && typed.value === '' && log.innerText.includes('Measured message');
    },
    resetBeforeAct: false,
  },
  {
    name: 'a job applied to',
    as: 'freelancer',
    open: async (page) => {
      await openJobBoard(page, '?type=offer&pay=fixed');
      // A post of the board not applied to yet: an earlier run (or one on a reused database) applied to some.
      const posts = await page
        .locator('[data-testid="job-card"] a[href^="/jobs/"]:not([href$="/apply"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const post of posts) {
        await page.goto(post);
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        const unapplied = await page
          .getByRole('textbox', { name: 'Cover letter' })
          .waitFor({ timeout: 2_000 })
          .then(
            () => true,
            () => false,
          );
        if (unapplied) break;
      }
      await page.getByRole('textbox', { name: 'Cover letter' }).fill('I have run support desks for five years and can start on Monday.');
      await page.getByRole('textbox', { name: 'Rate per hour' }).fill('25');
      await page.getByRole('textbox', { name: 'Hours per week' }).fill('20');
    },
    act: (page) => page.getByRole('button', { name: 'Submit Application' }).click(),
    done: () => document.querySelector('main')?.innerText.includes('You applied'),
  },
  {
    name: 'an application accepted (dialog confirmed)',
    as: 'client',
    open: async (page, seed) => {
      await page.goto(`/jobs/${seed.readPostId}/applications`);
      await page.getByRole('button', { name: 'Accept', exact: true }).first().click();
      await page.getByRole('textbox', { name: 'Contract terms' }).fill('Ten hours a week of chat support, paid weekly.');
    },
    act: (page) => page.getByRole('button', { name: 'Confirm', exact: true }).click(),
    done: () =>
      document.body.innerText.includes('The contract has started') || document.body.innerText.includes('The contract is being set up'),
  },
  ...['Reports', 'Disputes', 'People', 'Audit log'].map((tab) => ({
    name: `/admin: the ${tab} tab`,
    as: 'admin',
    open: async (page) => {
      await page.goto('/admin');
      await page.getByRole('tab').first().waitFor();
    },
    act: (page) => page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click(),
    done: () => {
      const panel = [...document.querySelectorAll('[role="tabpanel"]')].find((element) => element.childElementCount > 0);
      return (
        panel !== null &&
        !panel.querySelector('[role="status"][aria-label="Loading"], .mantine-Loader') &&
        panel.innerText.trim().length > 0
      );
    },
  })),
];
const SEARCH_TERMS = ['support', 'chat', 'email', 'zendesk', 'moderation', 'data', 'social'];
/** A term per run: a search already made would be answered from the cache. */
const termOf = (run) => SEARCH_TERMS[run % SEARCH_TERMS.length];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A browser context signed in as `email` (with the authenticator code `codeNow` gives, for the administrator). */
async function signedInContext(browser, email, codeNow) {
  const signIn = () => signInScaleUser(port, email, codeNow?.());
  // An authenticator code is taken once: a run started within the same 30 s as the last one waits for the next code.
  const cookie = await signIn().catch(async (error) => {
    if (!codeNow) throw error;
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 1_000));
    return signIn();
  });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: baseUrl };
    }),
  );
  await context.addInitScript(recordInteractions);
  return context;
}

/** The functions with the most self time in a CPU profile, as "name (file:line) ms". */
function heaviestFunctions(profile, count = Number(process.env.INTERACTION_PROFILE_LINES ?? 12)) {
  const selfTime = new Map();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = nodes.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} (${url.split('/').pop() || 'native'}:${lineNumber + 1})`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const total = [...selfTime.values()].reduce((sum, took) => sum + took, 0);
  const outsideScript = [...selfTime].filter(([key]) => key.startsWith('(idle)') || key.startsWith('(program)'));
  return [
    `${total.toFixed(0)} ms profiled: ${outsideScript.map(([key, took]) => `${key.split(' ')[0]} ${took.toFixed(0)} ms`).join(', ')}`,
    ...[...selfTime]
      .filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, took]) => `${key} ${took.toFixed(1)} ms`),
  ];
}

/** Rendering's steps in a trace of the page's main thread, by the name of their trace event. */
const RENDERING_STEPS = {
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'PaintImage', 'Layerize', 'UpdateLayer', 'Commit', 'CompositeLayers'],
};

/**
 * The main thread of a trace, split: its tasks in all, and of them style, layout and paint (forced
 * ones inside script included), the rest being script and the browser's own; and the elements the
 * style recalculations touched.
 */
function mainThreadSplit(trace) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return ['no renderer main thread in the trace'];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const took = (names) => onMain.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + event.dur / 1000, 0);
  const busy = took(['ThreadControllerImpl::RunTask', 'RunTask']);
  const [style, layout, paint] = [RENDERING_STEPS.style, RENDERING_STEPS.layout, RENDERING_STEPS.paint].map(took);
  const styled = onMain
    .filter((event) => RENDERING_STEPS.style.includes(event.name))
    .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
  return [
    `main thread ${busy.toFixed(0)} ms: style ${style.toFixed(0)} ms (${styled} elements), layout ${layout.toFixed(0)} ms, paint ${paint.toFixed(0)} ms, script and the rest ${(busy - style - layout - paint).toFixed(0)} ms`,
  ];
}

async function measure(context, interaction, seed) {
  const samples = [];
  let profile;
  let trace;
  for (let run = 0; run < runs; run += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    try {
      await interaction.open(page, seed);
      await page.waitForLoadState('networkidle');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.throttle) });
      const profiled = options.profile && run === runs - 1;
      const traced = options.trace && run === runs - 1;
      if (traced)
        await context.browser().startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      if (profiled) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      if (interaction.resetBeforeAct !== false) await page.evaluate(() => window.__interactions.reset());
      await interaction.act(page, run, seed);
      const paintedAt = await paintedWhen(page, interaction.done, interaction.arg?.(run) ?? '');
      if (profiled) profile = (await cdp.send('Profiler.stop')).profile;
      if (profiled && process.env.INTERACTION_PROFILE_FILE) writeFileSync(process.env.INTERACTION_PROFILE_FILE, JSON.stringify(profile));
      if (traced) trace = await context.browser().stopTracing();
      // Event Timing reports an interaction after the frame that follows it.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
      );
      const { inputAt, duration } = await page.evaluate(() => window.__interactions.result());
      if (inputAt === undefined) throw new Error('no input was recorded');
      samples.push({ duration, toPaint: paintedAt - inputAt });
    } catch (error) {
      if (process.env.INTERACTION_SCREENSHOT) await page.screenshot({ path: process.env.INTERACTION_SCREENSHOT });
      // What the screen showed instead: the first thing to read when a step of the script no longer fits the app.
      const shown = await page.evaluate(() => document.querySelector('main')?.innerText.replace(/\s+/g, ' ').slice(0, 200)).catch(() => '');
      throw new Error(`${error.message.split('\n')[0]} (the screen: ${shown})`, { cause: error });
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
      await page.close();
    }
  }
  return { samples, heaviest: [...(profile ? heaviestFunctions(profile) : []), ...(trace ? mainThreadSplit(trace) : [])] };
}

const ms = (value) => `${Math.round(value)}`;

async function main() {
  const reused = options.database !== '';
  const database = await benchDatabase(options.database || `marketplace_bench_interactions_${Date.now()}`, reused);
  console.log(`Benchmark database ${database.name} (PostgreSQL ${database.serverVersion})`);
  let api;
  let browser;
  try {
    api = await startApi(database.url, port, { ...SCALE_SIGN_IN_LIMITS, ...WRITE_LIMITS });
    const seed = reused ? await reusedScale(database.url, 1, BENCH_SESSION_SECRET) : await seedScale(database.url, 1, BENCH_SESSION_SECRET);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-gpu-rasterization', '--disable-background-networking', '--no-first-run'],
    });
    // Signed in as each user the first time one of their interactions runs.
    const contexts = {};
    const signIn = {
      freelancer: () => signedInContext(browser, seed.heavyFreelancer.email),
      client: () => signedInContext(browser, seed.heavyClient.email),
      admin: () => signedInContext(browser, seed.admin.email, () => totpCode(seed.admin.totpSecret)),
    };
    const only = options.only.split(',').filter(Boolean);
    const rows = [];
    for (const interaction of INTERACTIONS) {
      if (only.length > 0 && !only.some((part) => interaction.name.includes(part))) continue;
      contexts[interaction.as] ??= await signIn[interaction.as]();
      const measured = await measure(contexts[interaction.as], interaction, seed).catch((error) => error);
      if (measured instanceof Error) {
        const row = `| ${interaction.name} | ${interaction.as} | failed: ${measured.message.split('\n')[0]} | | | |`;
        console.log(row);
        rows.push(row);
        continue;
      }
      const { samples, heaviest } = measured;
      const durations = samples.map(({ duration }) => duration);
      const toPaint = samples.map(({ toPaint }) => toPaint);
      const row = `| ${interaction.name} | ${interaction.as} | ${ms(median(durations))} | ${ms(Math.max(...durations))} | ${ms(median(toPaint))} | ${ms(Math.max(...toPaint))} |`;
      console.log(row);
      for (const line of heaviest) console.log(`    ${line}`);
      rows.push(row);
    }
    console.log(`
Chromium ${browser.version()}, CPU ${options.throttle}x slower, 1280x900, ${runs} runs each (0 = under Event Timing's 16 ms)

| interaction | as | Event Timing p50 ms | worst ms | click to paint p50 ms | worst ms |
|---|---|---|---|---|---|
${rows.join('\n')}

${machineLine(database.serverVersion)}; load average at the end ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`);
  } finally {
    await browser?.close();
    if (api) await stop(api);
    if (!options.keep && !reused) await dropBenchDatabase(database);
  }
}

await main();
