import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'vite';
import type { Plugin, Rollup } from 'vite';
import { criticalRules } from '../src/app/critical-css.ts';
import { DEFERRED_STYLESHEET_ATTRIBUTE, DRAWN_PAGE_ATTRIBUTE } from '../src/app/page-markers.ts';
import { ChunkGraph } from './chunk-graph.ts';
import { indexStylesheet } from './critical-css.ts';
import { AFTER_START_MODULES, firstScreens } from './first-screens.ts';
import { dropUnusedMantineRules } from './unused-css.ts';

/** The landing page drawn at build time; the API sends it to signed-out visitors of `/` (backend/src/platform/http/spa.ts). */
export const LANDING_PAGE_FILE = 'landing.html';
/** The chunks each signed-in screen needs beyond the entry's; the API names them in the page as module preloads. */
export const FIRST_SCREENS_FILE = 'first-screens.json';
/**
 * src/prerender.tsx built for Node, the API's renderer of signed-in screens (decision 0042). In a
 * dot-folder: files there are never served.
 */
export const SCREEN_RENDERER_FILE = '.server/prerender.cjs';
/** The stylesheet's rules and the classes each needs, for the renderer to inline a drawn screen's (src/app/critical-css.ts). */
export const STYLESHEET_INDEX_FILE = '.server/stylesheet-index.json';
const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g;

/**
 * The first paint, at build time (docs/decisions/0041):
 * - the landing page is rendered into landing.html, with the CSS rules it uses inlined (chosen as
 *   for a drawn signed-in screen, src/app/critical-css.ts), so a phone paints it from the HTML alone;
 * - every page's stylesheet becomes a preload that the app attaches before its first render: it no
 *   longer blocks the paint, and nothing shows unstyled.
 * - the rules of Mantine components the app does not use are dropped from the stylesheet;
 * - the API's renderer of signed-in screens is built for Node (src/prerender.tsx, decision 0042),
 *   with an index of the stylesheet's rules by the classes they need (src/app/critical-css.ts);
 * - first-screens.json lists the chunks of each signed-in screen's code (first-screens.ts),
 *   for the API to preload with the page;
 * - the parts of the app's start, which the entry imports one after another (src/main.tsx), and
 *   what the app loads right after them on every page (AFTER_START_MODULES) are preloaded with it,
 *   so that they load at once rather than each after the one before.
 * Runs before the other writeBundle hooks, so the compressed copies are made of the final files.
 */
export function firstLoad(): Plugin {
  let root = process.cwd();
  return {
    name: 'first-load',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler({ dir = join(root, 'dist') }, bundle) {
        const stylesheets = await dropUnusedMantineRules(dir, bundle);
        const chunks = new BuildChunks(root, bundle);
        await writeFile(join(dir, FIRST_SCREENS_FILE), JSON.stringify(firstScreenChunks(root, chunks)));
        const renderer = await buildScreenRenderer(root, join(dir, SCREEN_RENDERER_FILE));
        const stylesheetIndex = indexStylesheet(stylesheets.join(''));
        await writeFile(join(dir, STYLESHEET_INDEX_FILE), JSON.stringify(stylesheetIndex));
        const indexFile = join(dir, 'index.html');
        const page = preloadStartParts(await readFile(indexFile, 'utf8'), chunks);
        // The landing page's rules are chosen as a drawn signed-in screen's are (the whole sheet still follows).
        const drawn = await renderer.renderLandingPage();
        const landing = page
          .replace('</head>', () => `<style>${criticalRules(stylesheetIndex, drawn)}</style></head>`)
          .replace('<div id="root"></div>', () => `<div id="root" ${DRAWN_PAGE_ATTRIBUTE}="true">${drawn}</div>`);
        await writeFile(join(dir, LANDING_PAGE_FILE), deferStylesheets(landing));
        await writeFile(indexFile, deferStylesheets(page));
      },
    },
  };
}

type ScreenRenderer = { renderLandingPage: () => Promise<string> };

/**
 * Builds src/prerender.tsx for Node, into one CommonJS file with every library in it: the API
 * loads it with require() (its tests too), and a deployment needs no frontend packages to run it.
 */
async function buildScreenRenderer(root: string, file: string): Promise<ScreenRenderer> {
  await build({
    configFile: false,
    root,
    plugins: [react()],
    logLevel: 'warn',
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: dirname(file),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: basename(file), codeSplitting: false } },
    },
  });
  return createRequire(import.meta.url)(file) as ScreenRenderer;
}

function deferStylesheets(html: string): string {
  return html.replace(
    STYLESHEET_LINK,
    (_link, crossorigin = '', href: string) =>
      `<link rel="preload" as="style"${crossorigin} href="${href}" ${DEFERRED_STYLESHEET_ATTRIBUTE}>`,
  );
}

type FirstScreens = { frame: string[]; screens: Record<string, string[]> };

/**
 * The build's chunks, and the files every page loads as it starts: the entry's, its parts'
 * (src/main.tsx) and what the app loads right after them (AFTER_START_MODULES).
 */
class BuildChunks extends ChunkGraph {
  readonly entry: Rollup.OutputChunk;
  /** The files of the entry chunk, of the start's parts and of what every page loads after them, with what they import. */
  readonly loadedAtStart: Set<string>;

  constructor(root: string, bundle: Rollup.OutputBundle) {
    super(
      root,
      Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk'),
    );
    const entry = this.all.find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('The build has no entry chunk');
    this.entry = entry;
    this.loadedAtStart = this.closure([entry.fileName, ...entry.dynamicImports, ...this.holding(AFTER_START_MODULES)]);
  }
}

/** Module preloads of what every page loads as it starts that the page does not name yet (Vite names the entry's static imports). */
function preloadStartParts(page: string, chunks: BuildChunks): string {
  const named = chunks.closure([chunks.entry.fileName]);
  const preloads = [...chunks.loadedAtStart]
    .filter((file) => !named.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return page.replace('</head>', () => `${preloads}</head>`);
}

/** For each screen, the files of the chunks that hold its modules and of what those import, less what every page loads as it starts. */
function firstScreenChunks(root: string, chunks: BuildChunks): FirstScreens {
  const { frame, screens } = firstScreens(root);
  const filesOf = (modules: string[]): string[] =>
    [...chunks.closure(chunks.holding(modules))].filter((file) => !chunks.loadedAtStart.has(file)).map((file) => `/${file}`);
  return {
    frame: filesOf(frame),
    screens: Object.fromEntries(Object.entries(screens).map(([path, modules]) => [path, filesOf(modules)])),
  };
}
