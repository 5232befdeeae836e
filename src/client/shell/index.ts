/**
 * Public face of the shell: notifier host and shared dialogs. The layout itself (main/ShellLayout.tsx) is imported
 * lazily by the route table, so that the login route does not load it.
 */
export { SIDEBAR_WIDTH } from './sidebar/sidebarTheme.ts';
export { NotifierHost } from './NotifierHost.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { LocaleSwitch } from './LocaleSwitch.tsx';
export { useSignOut } from './useSignOut.ts';
