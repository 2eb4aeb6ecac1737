/*
 * The marks the build writes into the pages (build-tools/first-load.ts) and the app reads back
 * (first-load.ts): one definition for both, with nothing imported, so the build can use it.
 */

/** Marks the stylesheets the build turned into preloads, attached by the app itself. */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

/**
 * Marks a drawn page (the build's landing page, a screen the server drew) until the app has
 * replaced it; the API writes it too (backend/src/platform/http/app-pages.ts, DRAWN_ROOT).
 */
export const DRAWN_PAGE_ATTRIBUTE = 'aria-busy';
