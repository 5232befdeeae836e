/** Public face of the (plain) shell: layout, notifier host and shared dialogs. */
export { PlainLayout, SIDEBAR_WIDTH } from './PlainLayout.tsx';
export { NotifierHost } from './NotifierHost.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { LocaleSwitch } from './LocaleSwitch.tsx';
export { useSignOut } from './useSignOut.ts';
