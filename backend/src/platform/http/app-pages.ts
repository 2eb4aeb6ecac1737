import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Encoding, MIN_COMPRESSED_BYTES } from './compression';
import type { DrawnScreen } from './screen-renderer';
import { PageHead, withHead } from './public-site';

/** The element the app reads its first state from (frontend/src/app/first-load.ts). */
const PAGE_STATE_ELEMENT_ID = 'page-state';
/** The landing page, drawn at build time (frontend/build-tools/first-load.ts). */
const LANDING_PAGE_FILE = 'landing.html';
/** The chunks of each signed-in screen's code beyond the entry's (frontend/build-tools/first-load.ts). */
const FIRST_SCREENS_FILE = 'first-screens.json';
type FirstScreens = { frame: string[]; screens: Record<string, string[]> };
const ROOT_ELEMENT = '<div id="root"';
const EMPTY_ROOT = '<div id="root"></div>';
/** Busy until the app has replaced the drawn screen (frontend/src/app/first-load.ts, DRAWN_PAGE_ATTRIBUTE). */
const DRAWN_ROOT = '<div id="root" aria-busy="true">';
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** The tags that fetch the app's code and its whole stylesheet, whole: their opening, their other attributes, a script's end. */
const CODE_AND_STYLESHEET_TAG = /<(script type="module"|link rel="modulepreload"|link rel="preload" as="style")([^>]*)>(<\/script>)?/g;
/** Where a drawn page holds those tags until it has painted (frontend/index.html's loader fetches them then). */
const AFTER_PAINT_TEMPLATE_ID = 'after-paint';

/**
 * What the server knows when it sends a page: who is signed in (null: nobody), as `GET /api/auth/user`
 * answers, and for a drawn screen the data it shows (the app's cache, dehydrated) and when it was
 * read (the tab asks the socket whether anything happened since: decision 0043).
 */
export type PageState = { user: unknown; queries?: unknown; drawnAt?: number };

/** A page the same for every visitor who gets it, and its compressed forms, made once. */
export type PreparedPage = {
  readonly body: Buffer;
  /** The page in that encoding, made at its first use (the highest levels cost ~0.1 s: not at start-up); undefined below 1 kB. */
  encoded(encoding: Encoding): Buffer | undefined;
  /** Weak: the encodings of one page are the same page. */
  readonly etag: string;
};

/**
 * The built app's HTML pages: index.html for every screen, and the prerendered landing page for a
 * signed-out visitor's `/`. Each goes out with the page's state written in, so the app knows who
 * is signed in without asking (one round trip less before the first screen, decision 0041).
 */
export class AppPages {
  private constructor(
    private readonly index: string,
    private readonly signedOutIndex: PreparedPage,
    private readonly signedOutLanding: PreparedPage,
    private readonly firstScreens: FirstScreens,
    /** The page's own inline scripts, for the Content-Security-Policy ('sha256-…'). */
    readonly scriptHashes: readonly string[],
  ) {}

  /** The pages of the build in the folder; undefined when there is no build. */
  static load(distDir: string): AppPages | undefined {
    const indexFile = join(distDir, 'index.html');
    if (!existsSync(indexFile)) return undefined;
    const index = readFileSync(indexFile, 'utf8');
    const landingFile = join(distDir, LANDING_PAGE_FILE);
    const landing = existsSync(landingFile) ? fetchedAfterThePaint(readFileSync(landingFile, 'utf8')) : index;
    const firstScreensFile = join(distDir, FIRST_SCREENS_FILE);
    const firstScreens: FirstScreens = existsSync(firstScreensFile)
      ? JSON.parse(readFileSync(firstScreensFile, 'utf8'))
      : { frame: [], screens: {} };
    const signedOut: PageState = { user: null };
    return new AppPages(index, preparePage(withPageState(index, signedOut)), preparePage(withPageState(landing, signedOut)), firstScreens, [
      ...new Set([...inlineScriptHashes(index), ...inlineScriptHashes(landing)]),
    ]);
  }

  /** What a visitor who is not signed in gets at this path. */
  signedOut(path: string): PreparedPage {
    return path === '/' ? this.signedOutLanding : this.signedOutIndex;
  }

  /**
   * The page of the screen at this path for a signed-in user (as `GET /api/auth/user` answers),
   * preloading the screen's code with the app's; without a state (the app then asks the API) when
   * the user could not be read (undefined). A screen drawn on
   * the server goes in with the rules it uses, so it paints before any script or stylesheet arrives,
   * and its state says when its data was read.
   */
  signedIn(path: string, user: unknown, screen?: DrawnScreen): string {
    const files = new Set([...this.firstScreens.frame, ...(this.screenFiles(path) ?? [])]);
    const preloads = [...files].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
    let page = this.index.replace('</head>', `${preloads}</head>`);
    if (screen) {
      page = fetchedAfterThePaint(page)
        .replace('</head>', () => `<style>${screen.css}</style></head>`)
        .replace(EMPTY_ROOT, () => `${DRAWN_ROOT}${screen.html}</div>`);
    }
    if (user === undefined) return page;
    return withPageState(page, screen ? { user, queries: screen.queries, drawnAt: screen.drawnAt } : { user });
  }

  /**
   * A screen for a visitor who is not signed in: drawn with its data when it could be, as a
   * signed-in screen is (decisions 0061, 0083). A public page goes with its own title, description
   * and canonical address; one that shows the visitor nothing (null) asks search engines not to
   * index it; any other screen (undefined: sign-in, the information pages) keeps the app's head.
   */
  visitor(path: string, head: PageHead | null | undefined, publicUrl: string, screen?: DrawnScreen): string {
    const page = this.signedIn(path, null, screen);
    if (head === undefined) return page;
    return head ? withHead(page, head, publicUrl) : page.replace('</head>', () => '<meta name="robots" content="noindex" /></head>');
  }

  /** The chunks of the screen whose route matches the path (`$name` matches any one segment). */
  private screenFiles(path: string): string[] | undefined {
    const segments = path.split('/');
    const route = Object.keys(this.firstScreens.screens).find((pattern) => {
      const parts = pattern.split('/');
      return (
        parts.length === segments.length && parts.every((part, i) => (part.startsWith('$') ? segments[i] !== '' : part === segments[i]))
      );
    });
    return route === undefined ? undefined : this.firstScreens.screens[route];
  }
}

/**
 * A drawn page (the landing page, a signed-in screen) paints from its HTML alone, before any of its
 * code or its whole stylesheet has arrived. Their tags are held in a template, which the browser
 * does not fetch from, and the page's loader (frontend/index.html) adds them once the page has
 * painted: the paint never waits for them, and a slow link carries the page's own pictures first
 * (the tags also ask for low priority). Lighthouse's simulation counts every request a page starts
 * before its largest paint as needed for that paint, the code too when it merely started earlier
 * (decision 0048).
 */
function fetchedAfterThePaint(page: string): string {
  const tags: string[] = [];
  const withoutTags = page.replace(CODE_AND_STYLESHEET_TAG, (_tag, opening: string, attributes: string, end = '') => {
    tags.push(`<${opening}${attributes.includes('fetchpriority') ? '' : ' fetchpriority="low"'}${attributes}>${end}`);
    return '';
  });
  return withoutTags.replace('</head>', () => `<template id="${AFTER_PAINT_TEMPLATE_ID}">${tags.join('')}</template></head>`);
}

/**
 * The state as a JSON data block (never run, so the Content-Security-Policy does not apply), its
 * `<` `>` `&` and line separators escaped so that no value a user wrote can end the element.
 */
export function withPageState(page: string, state: PageState): string {
  const json = JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const element = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
  const at = page.indexOf(ROOT_ELEMENT);
  return at === -1 ? page + element : page.slice(0, at) + element + page.slice(at);
}

function preparePage(page: string): PreparedPage {
  const body = Buffer.from(page);
  const encoders: Record<Encoding, () => Buffer> = {
    br: () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: () => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
  };
  const made = new Map<Encoding, Buffer>();
  const encoded = (encoding: Encoding): Buffer | undefined => {
    if (body.length < MIN_COMPRESSED_BYTES) return undefined;
    if (!made.has(encoding)) made.set(encoding, encoders[encoding]());
    return made.get(encoding);
  };
  return { body, encoded, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(INLINE_SCRIPT)].map(([, script]) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}
