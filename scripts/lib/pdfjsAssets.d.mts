// Types of pdfjsAssets.mjs (plain JavaScript, imported by vite.config.ts).
import type { Plugin } from 'vite';
export function pdfjsAssets(): Plugin;
