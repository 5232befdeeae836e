/**
 * The http layer never draws UI: it emits notifier events and the shell subscribes (NotifierHost).
 * This keeps the http module testable without a DOM and lets any screen raise the same toasts.
 */
export type NoticeLevel = 'error' | 'warning' | 'info' | 'success';

/** A text that the UI may translate by key; `text` is the zh-CN reference and the fallback. */
export interface NoticeText {
  text: string;
  key?: string;
  args?: Record<string, unknown>;
}

export type NotifierEvent =
  /** A short message (element-ui `Message`); `persistent` toasts stay until closed (901 demo mode). */
  | { type: 'toast'; level: NoticeLevel; message: NoticeText; persistent?: boolean }
  /** A titled notification (element-ui `Notification`), used for business errors. */
  | { type: 'notification'; level: NoticeLevel; title: NoticeText; message?: NoticeText }
  /** The re-login prompt; the host calls `close` when the dialog goes away so it may be shown again later. */
  | { type: 'relogin'; close: () => void }
  /** Drop every visible toast and notification (e.g. the failed attempts once sign-in succeeded). */
  | { type: 'clear' };

export type NotifierListener = (event: NotifierEvent) => void;

export interface Notifier {
  emit(event: NotifierEvent): void;
  subscribe(listener: NotifierListener): () => void;
  toast(level: NoticeLevel, message: string | NoticeText, persistent?: boolean): void;
  clear(): void;
}

export function createNotifier(): Notifier {
  const listeners = new Set<NotifierListener>();
  const emit = (event: NotifierEvent): void => {
    for (const l of [...listeners]) l(event);
  };
  return {
    emit,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast(level, message, persistent) {
      emit({ type: 'toast', level, message: typeof message === 'string' ? { text: message } : message, persistent });
    },
    clear() {
      emit({ type: 'clear' });
    },
  };
}

/** The application's notifier; tests create their own with createNotifier(). */
export const notifier = createNotifier();
