import { NotFoundException } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const API_PATH = /^\/(api|ws)(\/|$)/;
/** The build's own files: a name here that is not in the build is a missing file, not a screen. */
const BUILD_ASSET_PATH = /^\/assets\//;

/**
 * Serves the built frontend: its files, 404 for a missing file under /assets/, and index.html
 * for every other GET outside /api and /ws, where the client-side router takes over (including
 * its own not-found screen).
 */
export function spaMiddleware(distDir: string): ((req: Request, res: Response, next: NextFunction) => void)[] {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const assets = express.static(distDir, { index: false, maxAge: '1h' });
  return [
    (req, res, next) => (API_PATH.test(req.path) ? next() : assets(req, res, next)),
    (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path)) return next();
      if (BUILD_ASSET_PATH.test(req.path)) return next(new NotFoundException('No such file'));
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    },
  ];
}
