// The permission catalogue of the static checks (issue 4 item 6): which codes a seeded role can grant, and every
// permission code the client asks for (guards in the source, the manifest's operations, the menu pages).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { menus, roles } from '../../src/server/seed/demo/index.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Codes held by some seeded role: super_admin holds every menu (yudao sends it the full list), others their grants. */
export function grantableCodes(): Set<string> {
  const ids = new Set(roles.flatMap((r) => (r.code === 'super_admin' ? menus.map((m) => m.id) : r.menuIds)));
  return new Set(menus.filter((m) => ids.has(m.id) && m.permission).map((m) => m.permission as string));
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(tsx?)$/.test(name) ? [p] : [];
  });
}

export interface GuardUse {
  file: string;
  /** The literal codes; [] for an empty list; null when the list is not a literal (a variable). */
  codes: string[] | null;
}

/** Every hasPermi guard in the client source: <HasPermi value={[...]}>, useHasPermi([...]), checkPermi([...]). */
export function clientGuards(): GuardUse[] {
  const out: GuardUse[] = [];
  const pattern = /(?:<HasPermi\s+value=\{|useHasPermi\(|checkPermi(?:All)?\()\s*(\[[^\]]*\]|[A-Za-z_$][\w$.]*)/g;
  for (const file of files(path.join(root, 'src', 'client'))) {
    const rel = path.relative(root, file);
    // The guards' own definitions take a parameter, not a list.
    if (rel.startsWith(path.join('src', 'client', 'auth'))) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(pattern)) {
      const arg = m[1];
      if (!arg.startsWith('[')) {
        out.push({ file: rel, codes: null });
        continue;
      }
      const codes = [...arg.matchAll(/'([^']*)'|"([^"]*)"/g)].map((x) => x[1] ?? x[2]);
      // `[code]`: built from a variable (the manifest's codes), so not a literal list.
      const computed = /[A-Za-z_$]/.test(arg.replace(/'[^']*'|"[^"]*"/g, ''));
      out.push({ file: rel, codes: computed ? null : codes });
    }
  }
  return out;
}

interface ManifestResource {
  name: string;
  permissions: Record<string, string>;
}

/** The generated screens' operations and their codes ('login' means any signed-in user). */
export function manifestCodes(): Array<{ resource: string; op: string; code: string }> {
  const manifest = JSON.parse(readFileSync(path.join(root, 'schemas', 'manifest.json'), 'utf8')) as { resources: ManifestResource[] };
  return manifest.resources.flatMap((r) => Object.entries(r.permissions).map(([op, code]) => ({ resource: r.name, op, code })));
}

/** Full route path of a seeded menu (ancestors' paths joined). */
export function menuPath(id: number): string {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const parts: string[] = [];
  for (let m = byId.get(id); m; m = byId.get(m.parentId)) parts.unshift(m.path ?? '');
  return parts.join('/').replace(/\/{2,}/g, '/');
}
