import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pdfjsAssets } from './scripts/lib/pdfjsAssets.mjs';

// The API runs on its own port in dev (scripts/dev.mjs); Vite proxies /admin-api to it so the
// browser sees one origin, exactly as in production where Fastify serves both.
const apiPort = Number(process.env.API_PORT ?? 48081);

export default defineConfig({
  plugins: [
    react(),
    // pdf.js's character maps and standard fonts, fetched by the PDF preview only for PDFs that need them (CJK text
    // without embedded fonts): served from our origin, never a CDN.
    pdfjsAssets(),
  ],
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: Number(process.env.PORT ?? 48080),
    proxy: { '/admin-api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
