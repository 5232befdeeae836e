// A Vite plugin that serves pdf.js's character maps and standard fonts from our own origin: in `vite` (dev) straight
// from node_modules, and in `vite build` copied into the bundle. The PDF preview fetches them only for PDFs that need
// them (CJK text without embedded fonts); a CDN is never asked.
//
// Our own few lines rather than vite-plugin-static-copy: its releases that support Vite 8 declare Node 22 or newer,
// and we still install without engine warnings on Node 20.19 (decision 66).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The folders of pdfjs-dist served under `pdfjs/` (the client's cMapUrl and standardFontDataUrl). */
const FOLDERS = ['cmaps', 'standard_fonts'];
const PREFIX = 'pdfjs';

/** pdfjs-dist as the client resolves it (react-pdf's own copy wins if npm nested one). */
function pdfjsRoot(root) {
  const require = createRequire(path.join(root, 'package.json'));
  let from = root;
  try {
    from = path.dirname(require.resolve('react-pdf/package.json'));
  } catch {
    // no react-pdf: the top-level pdfjs-dist
  }
  return path.dirname(createRequire(path.join(from, 'package.json')).resolve('pdfjs-dist/package.json'));
}

/** @returns {import('vite').Plugin} */
export function pdfjsAssets() {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'deputy:pdfjs-assets',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      const source = pdfjsRoot(root);
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? '').split('?')[0]);
        const [, prefix, folder, ...rest] = url.split('/');
        if (prefix !== PREFIX || !FOLDERS.includes(folder) || rest.length !== 1) return next();
        // one file name, no separators or dot-dot: nothing outside the folder can be named
        const name = rest[0];
        if (!name || name.startsWith('.') || name.includes('\\')) return next();
        const file = path.join(source, folder, name);
        if (!fs.existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        fs.createReadStream(file).pipe(res);
      });
    },
    writeBundle() {
      const source = pdfjsRoot(root);
      for (const folder of FOLDERS) {
        fs.cpSync(path.join(source, folder), path.join(outDir, PREFIX, folder), { recursive: true });
      }
    },
  };
}
