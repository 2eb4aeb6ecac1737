import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * The code of each screen, read from the route files, where it is named once (decision 0056). A
 * route file of src/routes is one screen: the modules it loads with `lazyScreen(() =>
 * import('…'))` are its code, and the paths its routes declare (`path: '…'`) show it. The build
 * turns the modules into their chunks (first-load.ts) and the server names those in the page as
 * module preloads, so a visit that starts on a screen fetches its code with the app's instead of
 * after it (decision 0041); chunk-groups.ts sizes the chunks by them (decision 0049). The route
 * table's test (src/app/first-screens.test.ts) proves the paths are the signed-in route table's.
 */
export type ScreenModules = {
  /** The signed-in frame: what routes/signed-in.tsx imports lazily. */
  frame: string[];
  /**
   * The screens shown without the signed-in frame (signing in and out, the pages email links
   * open, the choice of a username): the lazy screens of the route files outside the frame. The
   * build keeps what they need out of the signed-in screens' chunks, so that opening one costs no frame.
   */
  frameless: string[];
  /** Each signed-in screen's modules by route path (`$name` stands for any one segment). */
  screens: Record<string, string[]>;
};

/** What every page loads lazily once the app has started: the toasts' host and the theme menu. */
export const AFTER_START_MODULES = ['src/components/Toasts.tsx', 'src/components/ThemeMenu.tsx'];

const ROUTES_FOLDER = 'src/routes';
const LAZY_SCREEN = /lazyScreen\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const ANY_LAZY_IMPORT = /import\(\s*'([^']+)'\s*\)/g;
const ROUTE_PATH = /\bpath: '(\/[^']*)'/g;
const UNDER_SIGNED_IN = 'getParentRoute: () => signedInRoute';

/** The route files' screens, from the frontend folder `root`. */
export function firstScreens(root: string): ScreenModules {
  const routeFiles = readdirSync(join(root, ROUTES_FOLDER))
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .map((name) => ({ name, text: readFileSync(join(root, ROUTES_FOLDER, name), 'utf8') }));
  const modulesOf = (text: string, pattern: RegExp) =>
    [...text.matchAll(pattern)].map((match) => moduleFile(root, posix.join(ROUTES_FOLDER, match[1])));

  const screens: Record<string, string[]> = {};
  const frameless: string[] = [];
  let frame: string[] = [];
  for (const { name, text } of routeFiles) {
    if (name === 'signed-in.tsx') frame = modulesOf(text, ANY_LAZY_IMPORT);
    else if (!text.includes(UNDER_SIGNED_IN)) frameless.push(...modulesOf(text, LAZY_SCREEN));
    else {
      const modules = modulesOf(text, LAZY_SCREEN);
      for (const [, path] of text.matchAll(ROUTE_PATH)) {
        if (screens[path]) throw new Error(`${path} is declared by two route files`);
        screens[path] = modules;
      }
    }
  }
  return { frame, frameless: [...new Set(frameless)], screens };
}

/** `src/…/Name` as the file the bundler names, `src/…/Name.tsx`. */
function moduleFile(root: string, module: string): string {
  const file = ['.tsx', '.ts'].map((extension) => module + extension).find((candidate) => existsSync(join(root, candidate)));
  if (!file) throw new Error(`A route file imports ${module}, which does not exist`);
  return file;
}
