/**
 * The two sidebar themes of the settings drawer (yudao's variables.scss colours; the light theme's translucent black
 * text and hover as the opaque colours they give on white, so the highlighted entry's shade can be worked out).
 */
export interface SidebarPalette {
  bg: string;
  text: string;
  subBg: string;
  hoverBg: string;
  logoBg: string;
  logoText: string;
}

export const SIDEBAR_THEMES: Record<'theme-dark' | 'theme-light', SidebarPalette> = {
  'theme-dark': { bg: '#304156', text: '#bfcbd9', subBg: '#1f2d3d', hoverBg: '#263445', logoBg: '#2b2f3a', logoText: '#fff' },
  'theme-light': { bg: '#fff', text: '#4d4d4d', subBg: '#fff', hoverBg: '#f0f0f0', logoBg: '#fff', logoText: '#001529' },
};

/** SPEC §9: 220px open; collapsed to icons it is 54px as in yudao. */
export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
