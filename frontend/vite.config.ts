import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chunksByStage } from './build-tools/chunk-groups.ts';
import { firstLoad } from './build-tools/first-load.ts';

const API_TARGET = 'http://localhost:3000';

/** Below this size compression saves less than a round of headers costs. */
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|webmanifest)$/;

/**
 * Writes name.br and name.gz next to each compressible file of the build (index.html and the
 * copied public/ files too), at the highest levels (too slow per request, free once at build
 * time). The API server sends them as they are to clients that accept them
 * (backend/src/platform/http/spa.ts).
 */
function precompressAssets(): Plugin {
  const compressors = [
    {
      suffix: '.br',
      compress: promisify(brotliCompress),
      options: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    },
    { suffix: '.gz', compress: promisify(gzip), options: { level: constants.Z_BEST_COMPRESSION } },
  ];
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle({ dir = 'dist' }) {
      // The folder, not the bundle: public/ files are copied in without being part of it.
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        // Dot-folders (Vite's manifest, the API's screen renderer) are read on the server, never served.
        .filter((path) => !relative(dir, path).startsWith('.'));
      await Promise.all(
        files.map(async (path) => {
          const content = await readFile(path);
          if (content.length < MIN_COMPRESS_BYTES) return;
          for (const { suffix, compress, options } of compressors) {
            const compressed = await compress(content, options);
            if (compressed.length < content.length) await writeFile(path + suffix, compressed);
          }
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), chunksByStage(), firstLoad(), precompressAssets()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/ws': { target: API_TARGET.replace(/^http/, 'ws'), ws: true },
      // Published pictures, when objects are kept in the API's local folder.
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Names the files the landing page loads; the size budget (e2e/bundle-size.spec.ts) reads it.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per file (a fresh one per file was two thirds
    // of the tier's time); the setup file resets what tests share (toasts, storage, media queries).
    pool: 'threads',
    isolate: false,
    maxWorkers: availableParallelism(),
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
