import { createStore } from '../../lib/index.ts';
import { getCookie, setCookie } from './cookies.ts';

/** SPEC §9 sizes, yudao's names. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSize = (typeof SIZES)[number];
export const DEFAULT_SIZE: ComponentSize = 'medium';

export type Device = 'desktop' | 'mobile';

/** SPEC §3 client state "sidebar (opened, collapsed or hidden), device (desktop or mobile)". */
export interface AppState {
  /** Desktop: full (220px) or collapsed to icons. Mobile: the overlay drawer shown or not. */
  opened: boolean;
  /** Top nav chose an entry without children: no sidebar at all. */
  hidden: boolean;
  device: Device;
  size: ComponentSize;
}

const SIDEBAR_COOKIE = 'sidebarStatus';
const SIZE_COOKIE = 'size';

const readSize = (): ComponentSize => {
  const v = getCookie(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(v ?? '') ? (v as ComponentSize) : DEFAULT_SIZE;
};

// Known before the first paint, so a phone never flashes the open sidebar (same query as useDevice).
const startsMobile = (): boolean => typeof window !== 'undefined' && !!window.matchMedia?.('(max-width:991.98px)').matches;

export const appStore = createStore<AppState>(() => ({
  // yudao: no cookie means opened; on a phone the drawer starts closed.
  opened: !startsMobile() && getCookie(SIDEBAR_COOKIE) !== '0',
  hidden: false,
  device: startsMobile() ? 'mobile' : 'desktop',
  size: readSize(),
}));

export function toggleSidebar(): void {
  const opened = !appStore.get().opened;
  // The mobile drawer's open state is transient; only the desktop choice is remembered.
  if (appStore.get().device === 'desktop') setCookie(SIDEBAR_COOKIE, opened ? '1' : '0');
  appStore.set({ opened });
}

export function closeSidebar(): void {
  if (appStore.get().device === 'desktop') setCookie(SIDEBAR_COOKIE, '0');
  appStore.set({ opened: false });
}

export function setSidebarHidden(hidden: boolean): void {
  appStore.set({ hidden });
}

export function setDevice(device: Device): void {
  if (appStore.get().device === device) return;
  // Entering mobile mode closes the drawer; going back to desktop restores the remembered state.
  appStore.set({ device, opened: device === 'mobile' ? false : getCookie(SIDEBAR_COOKIE) !== '0' });
}

export function setSize(size: ComponentSize): void {
  setCookie(SIZE_COOKIE, size);
  appStore.set({ size });
}
