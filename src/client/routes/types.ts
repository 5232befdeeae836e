/** A route derived from a server menu node (API-CONTRACT §6.2) or from the fixed routes of SPEC §2.2. */
export interface AppRoute {
  id: string;
  /** Absolute router path (joined with its parents), or the http(s) URL of an external link. */
  path: string;
  title: string;
  /** i18n key of the title (routeTitle reads it, the title its fallback): fixed routes', and the seed's menus'. */
  titleKey?: string;
  icon: string;
  /** yudao view key such as `system/user/index`; null for directories and links. */
  component: string | null;
  componentName: string | null;
  /** `visible: false`: routable, but not in the sidebar or search. */
  hidden: boolean;
  noCache: boolean;
  external: boolean;
  alwaysShow: boolean;
  /** yudao's `meta.activeMenu`: the absolute path of the sidebar entry highlighted while this page is shown. */
  activeMenu: string | null;
  /**
   * The permission a fixed route needs (its menu's code). Menu routes leave it out: the server lists only the
   * menus the user holds.
   */
  permission?: string | null;
  children: AppRoute[];
}

/** Props every registered page receives. */
export interface MenuPageProps {
  route: AppRoute;
}
