// Brotli and gzip variants of the built client's files, written beside them (app.js → app.js.br, app.js.gz) at build
// time, so the server sends them with Content-Encoding without compressing anything per request
// (src/server/http/spa.ts, @fastify/static's preCompressed; decision 84). Brotli at its best quality (~8 % smaller
// than quality 9, ~15 % smaller than gzip) is slow: ~20 s for the whole client on a loaded 2-core machine, three
// times `vite build` itself. So the variants are kept in a cache by the content they encode: a rebuild compresses
// only the chunks whose content changed (hashed names: most of them keep theirs). gzip for clients without brotli.
//
// Our own few lines rather than vite-plugin-compression(2): one directory walk and node:zlib are all it takes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Text-like files worth compressing; images, fonts in compressed formats, pdf.js's packed cmaps already are. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.ttf', '.otf', '.eot', '.wasm']);
/** Below this a file fits in a packet or two either way (the server's threshold for its own answers too). */
export const MIN_BYTES = 1024;
/** A variant is kept only when it saves at least a tenth: otherwise the plain file is as good. */
const WORTH = 0.9;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODERS = {
  '.br': (bytes) => brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }),
  '.gz': (bytes) => gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` (recursively) of at least MIN_BYTES,
 * each only when it is worth it; stale variants of a previous run are replaced. Returns what was written.
 * `cacheDir`: where encodings are kept by the content's hash; afterwards it holds this run's only.
 */
export async function precompressDirectory(dir, { cacheDir = null } = {}) {
  const files = listFiles(dir).filter((f) => COMPRESSIBLE.has(path.extname(f)) && fs.statSync(f).size >= MIN_BYTES);
  const written = [];
  const used = new Set();
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });
  const encoded = async (bytes, suffix) => {
    if (!cacheDir) return ENCODERS[suffix](bytes);
    const key = createHash('sha256').update(bytes).digest('hex') + suffix;
    used.add(key);
    const cached = path.join(cacheDir, key);
    if (fs.existsSync(cached)) return fs.readFileSync(cached);
    const result = await ENCODERS[suffix](bytes);
    fs.writeFileSync(cached, result);
    return result;
  };
  // Two at a time: zlib runs on libuv's pool, and a build shares the machine.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const bytes = fs.readFileSync(file);
      for (const suffix of Object.keys(ENCODERS)) {
        const variant = await encoded(bytes, suffix);
        if (variant.length <= bytes.length * WORTH) {
          fs.writeFileSync(file + suffix, variant);
          written.push(file + suffix);
        } else {
          fs.rmSync(file + suffix, { force: true });
        }
      }
    }
  };
  await Promise.all([worker(), worker()]);
  if (cacheDir) for (const name of fs.readdirSync(cacheDir)) if (!used.has(name)) fs.rmSync(path.join(cacheDir, name), { force: true });
  return written;
}

function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * @returns {import('vite').Plugin} The Vite plugin: after the build (and after other plugins copied their files).
 * Its cache is per output directory (builds into directories of one's own keep theirs), under node_modules/.cache.
 */
export function precompress() {
  let outDir = 'dist';
  let cacheDir = '';
  return {
    name: 'deputy:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      const slot = createHash('sha256').update(outDir).digest('hex').slice(0, 12);
      cacheDir = path.join(config.root, 'node_modules', '.cache', 'deputy-precompress', slot);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = Date.now();
        const written = await precompressDirectory(outDir, { cacheDir });
        console.log(`precompressed ${written.length} files (brotli, gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}
