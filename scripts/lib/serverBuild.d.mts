// Types of serverBuild.mjs (plain JavaScript: npm start runs it before anything is compiled).
export const serverEntry: string;
export function ensureServerBuild(): Promise<void>;
export function buildServer(hash?: string): Promise<void>;
