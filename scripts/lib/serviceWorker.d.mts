// Types of serviceWorker.mjs (plain JavaScript, imported by vite.config.ts).
import type { Plugin } from 'vite';
export const SERVICE_WORKER_FILE: string;
export function shellAssets(html: string): string[];
export function serviceWorkerSource(fileNames: string[], html: string): Promise<string>;
export function serviceWorker(): Plugin;
