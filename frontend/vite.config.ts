import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/ws': { target: API_TARGET.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Names the files the landing page loads; the size budget (e2e/bundle-size.spec.ts) reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every screen needs, in chunks of their own so an app release keeps them cached.
          // Mantine is left to the default splitting: one group would put every screen's components
          // into the landing page's download.
          groups: [
            { name: 'tanstack', test: /node_modules[\\/]@tanstack/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
