/** Public face of the shell: layout, notifier host and shared dialogs. */
export { ShellLayout } from './main/ShellLayout.tsx';
export { SIDEBAR_WIDTH } from './sidebar/sidebarTheme.ts';
export { NotifierHost } from './NotifierHost.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { LocaleSwitch } from './LocaleSwitch.tsx';
export { useSignOut } from './useSignOut.ts';
