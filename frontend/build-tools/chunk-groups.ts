import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Plugin, Rollup } from 'vite';
import { AFTER_START_MODULES, firstScreens } from './first-screens.ts';
import { ChunkGraph } from './chunk-graph.ts';

type ChunkGroup = { debugName: string; name: (moduleId: string) => string | null; priority: number };

/** React's own modules: their chunk is the start's first part (src/main.tsx), evaluated apart from the app. */
const REACT_MODULE = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** TanStack Router and Query: every screen needs them, and an app release leaves their chunk cached. */
const TANSTACK_MODULE = /node_modules[\\/]@tanstack[\\/]/;
/**
 * Vite's loader of lazy chunks, which every chunk that loads another imports: in the entry chunk
 * it would make every lazy chunk import the entry, and so list its stylesheet as one of their own.
 * (The bundler's own runtime is always a chunk of its own.)
 */
const PRELOAD_HELPER_MODULE = /^\0vite\/preload-helper/;
const isLibraryGroupModule = (id: string) => PRELOAD_HELPER_MODULE.test(id) || REACT_MODULE.test(id) || TANSTACK_MODULE.test(id);

/**
 * A group takes in what its modules import, so groups are applied from the most shared code to the
 * least: React's before TanStack's (which would take React in), the libraries' before the app's.
 */
const LIBRARY_GROUPS: ChunkGroup[] = [
  { debugName: 'preload-helper', name: (id) => (PRELOAD_HELPER_MODULE.test(id) ? 'preload-helper' : null), priority: 1_000_002 },
  { debugName: 'react', name: (id) => (REACT_MODULE.test(id) ? 'react' : null), priority: 1_000_001 },
  { debugName: 'tanstack', name: (id) => (TANSTACK_MODULE.test(id) ? 'tanstack' : null), priority: 1_000_000 },
];

/**
 * Each module's chunk of the app's code, and those chunks from the most shared to the least (a
 * group takes in what its modules import, so one that comes earlier would take a later one's).
 */
export type AppChunks = { chunkOf: Map<string, string>; order: string[] };

/**
 * Chunks sized by what a first screen needs (decision 0049). Left to itself the bundler makes a
 * chunk of every set of modules that the same lazy parts share: about 70 files for a signed-in
 * screen. These groups put the app's code (and the libraries other than React and TanStack) into
 * - `start`: what the app's start imports (src/app/start.tsx: the router with every route's
 *   definition, the providers, the landing page);
 * - `after-start`: what every page loads right after it (AFTER_START_MODULES);
 * - `frameless`: what the screens shown without the frame (first-screens.ts: signing in, the pages
 *   email links open) need beyond their own chunks, so that they load no frame;
 * - `frame`: the signed-in frame;
 * - `screen-…`: for a screen made of several lazy parts (first-screens.ts), what only they need;
 * - `screens-shared`: what two or more lazily loaded parts share;
 * each less what the ones before took, and leave in a lazy part's own chunk what only it needs.
 *
 * Which modules a part needs is only known once unused exports are dropped (every screen imports
 * Mantine's one index module, which re-exports every component), so the groups are read from a
 * first build with the bundler's own chunks, which writes nothing.
 */
export function chunksByStage(): Plugin {
  return {
    name: 'chunks-by-stage',
    apply: 'build',
    async config(config) {
      const root = config.root ?? process.cwd();
      const { chunkOf, order } = appChunks(root, await bundlerChunks(root));
      const appGroups = order.map((name, index): ChunkGroup => ({
        debugName: name,
        name: (id) => (chunkOf.get(id) === name ? name : null),
        priority: order.length - index,
      }));
      return { build: { rolldownOptions: { output: { codeSplitting: { groups: [...LIBRARY_GROUPS, ...appGroups] } } } } };
    },
  };
}

/** The chunks the bundler makes of the app with the library groups only. */
async function bundlerChunks(root: string): Promise<Rollup.OutputChunk[]> {
  const result = await build({
    configFile: false,
    root,
    plugins: [react()],
    logLevel: 'warn',
    build: { write: false, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: { groups: LIBRARY_GROUPS } } } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : []));
  return outputs.filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
}

/** The app's chunks, from the bundler's own: a stage takes the chunks that its modules' chunks import. */
export function appChunks(root: string, chunks: Rollup.OutputChunk[]): AppChunks {
  const graph = new ChunkGraph(root, chunks);
  const { frame, frameless, screens: screenModules } = firstScreens(root);
  const chunkOf = new Map<string, string>();
  const assign = (name: string, files: Iterable<string>, unless: (id: string) => boolean = () => false) => {
    for (const file of files) {
      const chunk = graph.chunk(file);
      if (chunk.isEntry) continue;
      for (const id of chunk.moduleIds) if (!isLibraryGroupModule(id) && !chunkOf.has(id) && !unless(id)) chunkOf.set(id, name);
    }
  };
  const stage = (modules: string[]) => graph.closure(graph.holding(modules));
  assign('start', stage(['src/app/start.tsx']));
  assign('after-start', stage(AFTER_START_MODULES));
  const framelessScreens = graph.holding(frameless);
  assign(
    'frameless',
    [...graph.closure(framelessScreens)].filter((file) => !framelessScreens.includes(file)),
  );
  assign('frame', stage(frame));

  // A screen of several lazy parts (Settings' cards) loads them all at once: one chunk holds what
  // only they need. A part that other screens load too stays apart.
  const lazyParts = chunks.filter((chunk) => chunk.isDynamicEntry).map((chunk) => chunk.fileName);
  const screens: string[] = [];
  const pathsListing = new Map<string, number>();
  for (const modules of Object.values(screenModules))
    for (const module of modules) pathsListing.set(module, (pathsListing.get(module) ?? 0) + 1);
  for (const [path, modules] of Object.entries(screenModules)) {
    if (modules.length < 2 || modules.some((module) => pathsListing.get(module)! > 1)) continue;
    const parts = graph.holding(modules);
    const neededElsewhere = new Set(
      [...graph.closure(lazyParts.filter((part) => !parts.includes(part)))].flatMap((file) => graph.chunk(file).moduleIds),
    );
    const name = `screen${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
    screens.push(name);
    assign(name, graph.closure(parts), (id) => neededElsewhere.has(id));
  }
  // A chunk that no module asked for by name holds modules that several lazy parts share.
  assign(
    'screens-shared',
    chunks.filter((chunk) => !chunk.isDynamicEntry).map((chunk) => chunk.fileName),
  );
  return { chunkOf, order: ['start', 'after-start', 'frameless', 'frame', 'screens-shared', ...screens] };
}
