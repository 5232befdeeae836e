// Types of browserScript.mjs (plain JavaScript, used by the build's plugins).
export function compileBrowserScript(entry: string, define?: Record<string, string>): Promise<string>;
