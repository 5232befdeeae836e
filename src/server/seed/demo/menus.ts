import type { MenuSeed } from './types';

/**
 * The demo menu tree in yudao's scheme: top-level directories (absolute path, no component) → pages (relative path,
 * component = view key) → buttons (permission only). A page's route is its ancestors' paths joined with '/'.
 *
 * Ids: top-level directories and standalone pages < 50, nested directories 50–99, pages 100–999, and the buttons of
 * page P are P*10+1 … P*10+9, so a page never has more than nine buttons and ids stay stable when buttons are added.
 *
 * Routes of SPEC §2.2 that yudao keeps as constant routes (dictionary data, job log, codegen edit, survey designer,
 * ...) are hidden pages here, under hidden directories where their first segment has no sidebar entry, so that
 * every screen has a permission code and a role that grants it.
 */
import { bpmMenus } from './menus/bpm';
import { infraMenus } from './menus/infra';
import { rendaMenus } from './menus/renda';
import { otherMenus, routeMenus } from './menus/routes';
import { systemMenus } from './menus/system';

// Each module's rows live in menus/ (builders.ts makes them); the order below is the seed's, and siblings keep their
// sort order within it (the seed-menus test checks it).
export const menus: MenuSeed[] = [...rendaMenus, ...bpmMenus, ...systemMenus, ...infraMenus, ...otherMenus, ...routeMenus];
