// Types of lastViewScript.mjs (plain JavaScript, imported by vite.config.ts).
import type { Plugin } from 'vite';
export function lastViewSource(): Promise<string>;
export function withLastViewScript(html: string, source: string): string;
export function lastViewScript(): Plugin;
