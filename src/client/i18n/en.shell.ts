import type { zhCNShell } from './zhCN.shell.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const enShell: Shape<typeof zhCNShell> = {
  tags: {
    label: 'Open pages',
    closeOne: 'Close %{title}',
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close others',
    closeLeft: 'Close left',
    closeRight: 'Close right',
    closeAll: 'Close all',
  },
  search: { label: 'Search menus', placeholder: 'Search', empty: 'No match' },
  fullscreen: { label: 'Full screen', unsupported: 'Your browser does not support full screen' },
  apiDoc: 'API documentation',
  size: { label: 'Component size', default: 'Default', medium: 'Medium', small: 'Small', mini: 'Mini' },
  avatar: { profile: 'Profile', settings: 'Layout settings' },
  topNav: { more: 'More' },
  settings: {
    themeStyle: 'Theme style',
    'theme-dark': 'Dark',
    'theme-light': 'Light',
    themeColor: 'Theme colour',
    layout: 'Layout',
    topNav: 'TopNav',
    tagsView: 'Tags-Views',
    fixedHeader: 'Fixed header',
    sidebarLogo: 'Logo',
    dynamicTitle: 'Dynamic title',
    save: 'Save',
    reset: 'Reset',
    unsavedHint: 'Changes show at once but are kept only once saved: a reload forgets unsaved ones',
    saved: 'Layout settings saved',
  },
};
