import { loadManifest, resetManifest, systemApi } from '../api/index.ts';
import { applyPermissionInfo, onSessionReset } from '../auth/index.ts';
import { loadDicts } from '../dict/index.ts';
import { setMenus } from './routeStore.ts';

let pending: Promise<void> | null = null;

// A new session asks the server again (resources may have been added meanwhile).
onSessionReset(resetManifest);

/**
 * The navigation guard's first-entry work (SPEC §4): the features' chunk, dictionaries, the resource manifest, user info and menus in
 * parallel, then routes. Dictionaries are best effort (their failure is already notified) and the manifest never
 * fails (it falls back to the bundled one); user info or menus failing rejects, and the guard logs out. Concurrent callers (StrictMode double effects) share one run.
 */
export function bootstrapSession(): Promise<void> {
  pending ??= (async () => {
    const [, , , info, menus] = await Promise.all([
      // The pages and screen extensions register before the routes are built from the menus.
      import('../features.ts').then((m) => m.installFeatures()),
      loadDicts().catch(() => undefined),
      // Before the routes render: resources known only to the server register their menu keys when it answers.
      loadManifest(),
      systemApi.getPermissionInfo(),
      // Silent: a yudao v1.8.1+ backend has no list-menus and sends the tree with the user info instead.
      systemApi.listMenus({ silent: true }).catch((e: unknown) => e),
    ]);
    const tree = Array.isArray(menus) ? menus : info.menus;
    if (!tree) throw menus;
    // Routes first: the guard renders the page as soon as roles appear, and the page must then match.
    setMenus(tree);
    applyPermissionInfo(info);
  })().finally(() => {
    pending = null;
  });
  return pending;
}
