// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSettings, DEFAULT_SETTINGS, LAYOUT_SETTING_KEY, saveSettings, settingsStore, THEME_PRESETS, changeSetting } from '../../../../src/client/shell/state/settingsStore.ts';
import { appStore, setSize, toggleSidebar } from '../../../../src/client/shell/state/appStore.ts';

afterEach(() => {
  localStorage.clear();
  settingsStore.reset();
});

describe('layout settings (SPEC §3)', () => {
  it('defaults to the SPEC values, with 8 theme presets starting at #409EFF', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      theme: '#409EFF',
      sideTheme: 'theme-dark',
      showSettings: false,
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
    });
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS[0]).toBe('#409EFF');
  });

  it('saves under the layout-setting key and reads it back; clearing forgets it', () => {
    changeSetting('tagsView', false);
    changeSetting('theme', '#f5222d');
    saveSettings();
    expect(JSON.parse(localStorage.getItem(LAYOUT_SETTING_KEY) ?? '{}')).toMatchObject({ tagsView: false, theme: '#f5222d' });
    settingsStore.reset();
    expect(settingsStore.get().tagsView).toBe(false);
    clearSettings();
    settingsStore.reset();
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS);
  });

  it('ignores a broken saved value', () => {
    localStorage.setItem(LAYOUT_SETTING_KEY, '{not json');
    settingsStore.reset();
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS);
  });
});

describe('sidebar and size cookies (SPEC §3)', () => {
  it('keeps the desktop sidebar state and the size in cookies', () => {
    appStore.set({ device: 'desktop', opened: true });
    toggleSidebar();
    expect(document.cookie).toContain('sidebarStatus=0');
    setSize('mini');
    expect(document.cookie).toContain('size=mini');
    expect(appStore.get()).toMatchObject({ opened: false, size: 'mini' });
  });
});
