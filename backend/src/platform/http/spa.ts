import { NotFoundException } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { readdirSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { AppPages, PreparedPage } from './app-pages';
import { acceptedEncoding, encodeBody, MIN_COMPRESSED_BYTES, UNCOMPRESSED_CACHE_CONTROL } from './compression';
import { DrawnScreen, ScreenRenderer } from './screen-renderer';
import { PublicSite, publicSiteFiles } from './public-site';

const API_PATH = /^\/(api|ws)(\/|$)/;
/** The build's own files: a name here that is not in the build is a missing file, not a screen. */
const BUILD_ASSET_PATH = /^\/assets\//;
/** Their names change with their content, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The files the build compressed ahead (frontend/vite.config.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
type Precompressed = (typeof PRECOMPRESSED)[number];
/** The pages are screens, whatever their file is called: they go out with the visitor's state written in. */
const PAGE_FILES = new Set(['/index.html', '/landing.html']);

/**
 * The account `GET /api/auth/user` would answer for this user: null when there is none, undefined
 * when it cannot be told now (the page then goes out without a state and the app asks the API).
 */
export type SignedInUserLookup = (userId: string) => Promise<unknown>;

/**
 * Serves the built frontend: its files, 404 for a missing file under /assets/, and the app's page
 * for every other GET outside /api and /ws, where the client-side router takes over (including
 * its own not-found screen). A file goes out as the build's .br or .gz of it when the client
 * accepts that encoding; those copies have no address of their own. The page carries the
 * visitor's state (AppPages): a signed-out visitor's is made once, with its compressed forms and a
 * validator; a signed-in user's is made for the request, with the screen drawn in it
 * (ScreenRenderer), and kept by no one else.
 */
export function spaMiddleware(
  distDir: string,
  pages: AppPages | undefined,
  signedInUser: SignedInUserLookup,
  renderer: ScreenRenderer | undefined,
  /** The pages a visitor may read (decision 0061): drawn with their heads, listed in /sitemap.xml, opened in /robots.txt. */
  publicSite?: { site: PublicSite; publicUrl: string },
): ((req: Request, res: Response, next: NextFunction) => void)[] {
  // Served with or without a build: they are the API's data, not the app's files.
  const siteFiles = publicSite ? [publicSiteFiles(publicSite.site, publicSite.publicUrl)] : [];
  if (!pages) return siteFiles;
  const visitorPage = (req: Request, res: Response): void => {
    (publicSite ? publicSite.site.head(req.path) : Promise.resolve(undefined)).then(
      async (head) => {
        // The landing page is drawn at build time. Every other screen is drawn for the visitor as
        // it is asked for (decision 0083): it paints before the app's code arrives. HEAD asks for
        // the headers alone, and a public page that shows nothing has nothing to draw.
        const screen = req.method === 'GET' && req.path !== '/' && head !== null ? await renderer?.draw(req, null) : undefined;
        if (redirectedElsewhere(res, screen)) return;
        if (head === undefined && !screen) return sendPreparedPage(req, res, pages.signedOut(req.path));
        if (head === null) res.status(404);
        sendPersonalPage(req, res, pages.visitor(req.path, head, publicSite?.publicUrl ?? '', screen), screen?.secretInside, 'no-cache');
      },
      () => sendPreparedPage(req, res, pages.signedOut(req.path)),
    );
  };
  const assetsDir = resolve(distDir, 'assets');
  // Listed once: a new build has new names, served once the server restarts (until then, uncompressed).
  const builtFiles = new Set(listFiles(distDir));
  const acceptedCopy = (req: Request, path: string): Precompressed | undefined =>
    PRECOMPRESSED.find(({ encoding, suffix }) => builtFiles.has(path + suffix) && req.acceptsEncodings(encoding));
  const isCopy = (path: string): boolean =>
    PRECOMPRESSED.some(({ suffix }) => path.endsWith(suffix) && builtFiles.has(path.slice(0, -suffix.length)));
  const files = express.static(distDir, {
    index: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      // The unhashed files are checked with the server before each use.
      res.setHeader('Cache-Control', dirname(path) === assetsDir ? IMMUTABLE : 'no-cache');
      describeCopy(res as Response, path);
    },
  });
  return [
    ...siteFiles,
    (req, res, next) => {
      if (API_PATH.test(req.path) || PAGE_FILES.has(req.path)) return next();
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (isCopy(req.path)) return next();
        const copy = acceptedCopy(req, req.path);
        if (copy) {
          const queryStart = req.url.indexOf('?');
          req.url = req.path + copy.suffix + (queryStart === -1 ? '' : req.url.slice(queryStart));
        }
      }
      files(req, res, next);
    },
    (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path)) return next();
      if (BUILD_ASSET_PATH.test(req.path)) return next(new NotFoundException('No such file'));
      res.type('html');
      // Who is signed in changes the page, and so does the encoding.
      res.setHeader('Vary', 'Accept-Encoding, Cookie');
      const userId = req.user?.id;
      if (userId === undefined) return visitorPage(req, res);
      signedInUser(userId).then(
        async (user) => {
          if (user === null) return visitorPage(req, res);
          // HEAD asks for the headers alone: nothing to draw.
          const screen = req.method === 'GET' ? await renderer?.draw(req, user) : undefined;
          if (redirectedElsewhere(res, screen)) return;
          sendPersonalPage(req, res, pages.signedIn(req.path, user, screen), screen?.secretInside);
        },
        () => sendPersonalPage(req, res, pages.signedIn(req.path, undefined)),
      );
    },
  ];
}

/** A path of this site: one slash, then anything but a second slash or a backslash (which a browser reads as another host). */
const LOCAL_PATH = /^\/(?![/\\])/;

/**
 * Answers with a redirect when the app's routes sent the visitor to another screen (decision 0083),
 * as the app would at once: the browser asks for that page instead of loading this one's code.
 */
function redirectedElsewhere(res: Response, screen: DrawnScreen | undefined): boolean {
  if (screen?.movedTo === undefined || !LOCAL_PATH.test(screen.movedTo)) return false;
  res.redirect(302, screen.movedTo);
  return true;
}

function sendPreparedPage(req: Request, res: Response, page: PreparedPage): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', page.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = acceptedEncoding(req);
  const encoded = encoding && page.encoded(encoding);
  if (encoding && encoded) res.setHeader('Content-Encoding', encoding);
  res.send(encoded || page.body);
}

/**
 * A page with the user's own account in it: for this browser alone, and checked each time. A page
 * with a secret in it (an answer marked SecretInAnswer) is kept by no one and never compressed.
 */
function sendPersonalPage(req: Request, res: Response, page: string, secretInside = false, cacheControl = 'private, no-cache'): void {
  res.setHeader('Cache-Control', secretInside ? UNCOMPRESSED_CACHE_CONTROL : cacheControl);
  const body = Buffer.from(page);
  const encoding = acceptedEncoding(req);
  if (!encoding || secretInside || body.length < MIN_COMPRESSED_BYTES) {
    res.send(body);
    return;
  }
  encodeBody(encoding, body).then(
    (encoded) => {
      res.setHeader('Content-Encoding', encoding);
      res.send(encoded);
    },
    () => res.send(body),
  );
}

/** Every file under the folder, as its address (/index.html, /assets/app.js). */
function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/** A compressed copy goes out as its file in that encoding; every file may, so caches keep one per encoding. */
function describeCopy(res: Response, path: string): void {
  res.setHeader('Vary', 'Accept-Encoding');
  const copy = PRECOMPRESSED.find(({ suffix }) => path.endsWith(suffix));
  if (!copy) return;
  res.setHeader('Content-Encoding', copy.encoding);
  // The type of the file the copy encodes, not of a .br or .gz download.
  res.type(extname(basename(path, copy.suffix)));
}
