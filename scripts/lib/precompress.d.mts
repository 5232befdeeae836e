// Types of precompress.mjs (plain JavaScript, imported by vite.config.ts and tests/api/compression.test.ts).
import type { Plugin } from 'vite';
export const MIN_BYTES: number;
export function precompressDirectory(dir: string, options?: { cacheDir?: string | null }): Promise<string[]>;
export function precompress(): Plugin;
