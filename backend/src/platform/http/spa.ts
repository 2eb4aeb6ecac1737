import { NotFoundException } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';

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
/** A compressed copy is another form of its file, not a file of its own. */
const PRECOMPRESSED_NAME = /\.(br|gz)$/;

/**
 * Serves the built frontend: its files, 404 for a missing file under /assets/, and index.html
 * for every other GET outside /api and /ws, where the client-side router takes over (including
 * its own not-found screen). A file under /assets/ goes out as the build's .br or .gz of it when
 * the client accepts that encoding; those copies have no address of their own.
 */
export function spaMiddleware(distDir: string): ((req: Request, res: Response, next: NextFunction) => void)[] {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const assetsDir = resolve(distDir, 'assets');
  // Listed once: a new build has new names, served once the server restarts (until then, uncompressed).
  const precompressed = new Set(existsSync(assetsDir) ? readdirSync(assetsDir).map((name) => `/assets/${name}`) : []);
  const files = express.static(distDir, {
    index: false,
    cacheControl: false,
    setHeaders: (res, path) => {
      const isAsset = dirname(path) === assetsDir;
      // index.html and the other unhashed files are checked with the server before each use.
      res.setHeader('Cache-Control', isAsset ? IMMUTABLE : 'no-cache');
      if (!isAsset) return;
      res.setHeader('Vary', 'Accept-Encoding');
      const variant = PRECOMPRESSED.find(({ suffix }) => path.endsWith(suffix));
      if (!variant) return;
      res.setHeader('Content-Encoding', variant.encoding);
      // The type of the file the variant encodes, not of a .br or .gz download.
      (res as Response).type(extname(basename(path, variant.suffix)));
    },
  });
  return [
    (req, res, next) => {
      if (API_PATH.test(req.path)) return next();
      if ((req.method === 'GET' || req.method === 'HEAD') && BUILD_ASSET_PATH.test(req.path)) {
        if (PRECOMPRESSED_NAME.test(req.path)) return next(new NotFoundException('No such file'));
        const variant = PRECOMPRESSED.find(
          ({ encoding, suffix }) => precompressed.has(req.path + suffix) && req.acceptsEncodings(encoding),
        );
        if (variant) {
          const queryStart = req.url.indexOf('?');
          req.url = req.path + variant.suffix + (queryStart === -1 ? '' : req.url.slice(queryStart));
        }
      }
      files(req, res, next);
    },
    (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path)) return next();
      if (BUILD_ASSET_PATH.test(req.path)) return next(new NotFoundException('No such file'));
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    },
  ];
}
