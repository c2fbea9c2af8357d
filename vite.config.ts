// Builds the SPA (kernel + site + plugins) into dist/, which the embedded
// server serves. In `npm run dev` the API paths are proxied to the server.
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appWaveChunk } from './config/app-wave-chunk.ts';
import { precompressAssets } from './config/precompress-assets.ts';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const root = import.meta.dirname;

/**
 * The server renderer (ADR 058): `vite build` also builds config/entry-server.tsx for Node into
 * `<outDir>/server/` (beside the client build, also with `--outDir`), which the embedded server loads
 * to answer public pages with their HTML, head tags and status (server/spa/ssr.ts).
 */
const serverRenderer: Plugin = {
  name: 'safeworks-server-renderer',
  config(config) {
    const outDir = config.build?.outDir ?? 'dist';
    return {
      builder: {},
      environments: {
        ssr: {
          build: {
            ssr: 'config/entry-server.tsx',
            outDir: path.join(outDir, 'server'),
            emptyOutDir: true,
            sourcemap: false,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
          },
        },
      },
    };
  },
};

const appWave = appWaveChunk(root);

export default defineConfig({
  // precompressAssets: each hashed text asset also as `<file>.gz`, made with zopfli, which the server sends (ADR 096).
  plugins: [react(), tailwindcss(), serverRenderer, appWave.plugin, precompressAssets({ root })],
  resolve: {
    alias: {
      '@kernel': path.join(root, 'kernel'),
      '@kit': path.join(root, 'kit'),
      '@config': path.join(root, 'config'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in every page's entry (ADR 085).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries every page needs get chunks of their own: they change far less often than
        // the app, so after a deploy browsers keep them from cache (hashed assets are cached for
        // a year) and fetch only the app chunk again. Only modules the entry loads anyway belong
        // here: a group is fetched whole by any chunk that needs one of its modules.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // Everything else the entry imports statically (ADR 088): the site's layout, the eager shop, jotai,
            // `cn`, lucide's runtime, vite's preload helper. Rolldown otherwise splits what the back-office's
            // chunks share with the entry into ten small files (a few hundred bytes each), which every landing
            // fetches anyway: one file gzips 2.1 kB smaller than the ten. They all run before any lazy chunk,
            // so their order is the entry's own (unlike ADR 080's backed-out group of app-frame modules).
            { name: 'site-entry', tags: ['$initial'] },
            { name: 'supabase', test: /node_modules[\\/](@supabase[\\/]|iceberg-js[\\/]|tslib[\\/])/ },
            // The back-office's first download in two files: what every app address loads, and the frame with Home (ADR 095).
            ...appWave.groups,
            // What every document page shows (the letterhead, the lines that stack on a phone, money and its
            // schemas): a few hundred bytes each, fetched as one file, not one round trip each — on a phone's
            // network each extra wave of six requests costs ~0.6 s (issue 22 item 7, docs/benchmarks.md).
            {
              name: 'document-parts',
              includeDependenciesRecursively: false,
              test: /[\\/]kit[\\/](print[\\/]letterhead|ui[\\/]stacked-table|money[\\/](document|decimal)-schema|format[\\/]money)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(
        ['/auth/v1', '/rest/v1', '/storage/v1', '/functions/v1', '/health'].map((p) => [p, apiTarget]),
      ),
      '/realtime/v1': { target: apiTarget, ws: true },
    },
  },
});
