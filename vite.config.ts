import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pdfjsAssets } from './scripts/lib/pdfjsAssets.mjs';
import { precompress } from './scripts/lib/precompress.mjs';
import { lastViewScript } from './scripts/lib/lastViewScript.mjs';
import { serviceWorker } from './scripts/lib/serviceWorker.mjs';

// The API runs on its own port in dev (scripts/dev.mjs); Vite proxies /admin-api to it so the
// browser sees one origin, exactly as in production where Fastify serves both.
const apiPort = Number(process.env.API_PORT ?? 48081);

export default defineConfig({
  plugins: [
    react(),
    // pdf.js's character maps and standard fonts, fetched by the PDF preview only for PDFs that need them (CJK text
    // without embedded fonts): served from our origin, never a CDN.
    pdfjsAssets(),
    // The last view's painter, a classic script named in index.html (decision 94); before the worker, which keeps it.
    lastViewScript(),
    // /sw.js, with this build's version and shell written in (decision 85).
    serviceWorker(),
    // Last: .br and .gz beside every text file of the build, pdf.js's copied files too (decision 84).
    precompress(),
  ],
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: left to itself the bundler cut it into ~60 chunks of
        // a few hundred bytes (shared with lazy pages), and a phone's network pays a round trip for each, six at a
        // time over HTTP/1.1 (7 s of a first visit on Fast 3G). Lazy pages keep their own chunks.
        // What a signed-in visit always loads next (the shell, the home page, the features' registrations) is one
        // more chunk, fetched beside the session's bootstrap (AppRoutes.tsx) instead of as twenty small ones.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'signed-in', test: /src[\\/]client[\\/](shell[\\/]main[\\/]ShellLayout|pages[\\/]home[\\/]HomePage|features)\.tsx?$/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 48080),
    proxy: { '/admin-api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
