import { NotFoundException } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';

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

/**
 * Serves the built frontend: its files, 404 for a missing file under /assets/, and index.html
 * for every other GET outside /api and /ws, where the client-side router takes over (including
 * its own not-found screen). A file, index.html included, goes out as the build's .br or .gz of
 * it when the client accepts that encoding; those copies have no address of their own.
 */
export function spaMiddleware(distDir: string): ((req: Request, res: Response, next: NextFunction) => void)[] {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
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
      // index.html and the other unhashed files are checked with the server before each use.
      res.setHeader('Cache-Control', dirname(path) === assetsDir ? IMMUTABLE : 'no-cache');
      describeCopy(res as Response, path);
    },
  });
  const indexCopies = PRECOMPRESSED.filter(({ suffix }) => builtFiles.has(`/index.html${suffix}`));
  return [
    (req, res, next) => {
      if (API_PATH.test(req.path)) return next();
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
      res.setHeader('Cache-Control', 'no-cache');
      const copy = indexCopies.find(({ encoding }) => req.acceptsEncodings(encoding));
      const file = copy ? indexFile + copy.suffix : indexFile;
      describeCopy(res, file);
      res.sendFile(file);
    },
  ];
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
