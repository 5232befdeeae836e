import { createStore } from '../../lib/index.ts';

/** SPEC §3 "Layout settings", stored as JSON under the layout-setting key. */
export interface LayoutSettings {
  /** Theme (primary) colour. */
  theme: string;
  sideTheme: 'theme-dark' | 'theme-light';
  showSettings: boolean;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

export const LAYOUT_SETTING_KEY = 'layout-setting';
export const DEFAULT_THEME_COLOR = '#409EFF';
/** The theme picker's 8 presets: the predefine list of RuoYi-Vue's ThemePicker (from vue-element-admin), in its order. */
export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: DEFAULT_THEME_COLOR,
  sideTheme: 'theme-dark',
  showSettings: false,
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
};

function readSaved(): Partial<LayoutSettings> {
  try {
    const raw = localStorage.getItem(LAYOUT_SETTING_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Partial<LayoutSettings>) : {};
  } catch {
    // A hand-edited or foreign value must not break the shell: defaults then.
    return {};
  }
}

/** Changes apply live (as in yudao's drawer); only save writes them to localStorage. */
export const settingsStore = createStore<LayoutSettings>(() => ({ ...DEFAULT_SETTINGS, ...readSaved() }));

export function changeSetting<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): void {
  settingsStore.set({ [key]: value } as Partial<LayoutSettings>);
}

export function saveSettings(): void {
  const { theme, sideTheme, topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle } = settingsStore.get();
  localStorage.setItem(LAYOUT_SETTING_KEY, JSON.stringify({ theme, sideTheme, topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle }));
}

/** Reset forgets the saved settings; the caller reloads the page (SPEC §4). */
export function clearSettings(): void {
  localStorage.removeItem(LAYOUT_SETTING_KEY);
}
