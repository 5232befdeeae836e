/** The two sidebar themes of the settings drawer (yudao's variables.scss colours). */
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
  'theme-light': { bg: '#fff', text: 'rgba(0,0,0,.7)', subBg: '#fff', hoverBg: 'rgba(0,0,0,.06)', logoBg: '#fff', logoText: '#001529' },
};

/** SPEC §9: 220px open; collapsed to icons it is 54px as in yudao. */
export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 54;
