import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TOAST_DURATION_MS, notifier, type NoticeText } from '../api/index.ts';
import { addNotice, type Notice } from './notices.ts';
import { ReloginDialog } from './ReloginDialog.tsx';

/**
 * Draws the http layer's notifier events: toasts at the top centre (element-ui Message), titled
 * notifications at the top right (element-ui Notification), both gone after 5 s unless persistent, a repeated
 * one replacing the first and at most three of each at once (see notices.ts); and the re-login prompt.
 */
export function NotifierHost() {
  const translate = useTranslate();
  const [items, setItems] = useState<Notice[]>([]);
  const [relogin, setRelogin] = useState<null | (() => void)>(null);
  const nextId = useRef(1);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = notifier.subscribe((event) => {
      if (event.type === 'relogin') {
        setRelogin(() => event.close);
        return;
      }
      if (event.type === 'clear') {
        setItems([]);
        return;
      }
      const item: Notice =
        event.type === 'toast'
          ? { id: nextId.current++, kind: 'toast', level: event.level, message: event.message, persistent: !!event.persistent }
          : { id: nextId.current++, kind: 'notification', level: event.level, title: event.title, message: event.message, persistent: false };
      setItems((list) => addNotice(list, item));
      if (!item.persistent) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          setItems((list) => list.filter((i) => i.id !== item.id));
        }, TOAST_DURATION_MS);
        timers.add(timer);
      }
    });
    return () => {
      unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);

  const text = (t?: NoticeText): string => (t ? (t.key ? translate(t.key, { ...t.args, _: t.text }) : t.text) : '');
  const close = (id: number): void => setItems((list) => list.filter((i) => i.id !== id));
  const stack = (kind: Notice['kind']) => items.filter((i) => i.kind === kind);

  return (
    <>
      <Box sx={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 2000, display: 'grid', gap: 1, width: 'max-content', maxWidth: 'calc(100vw - 32px)' }}>
        {stack('toast').map((i) => (
          <Alert key={i.id} severity={i.level} variant="filled" onClose={() => close(i.id)} data-testid="toast" sx={{ boxShadow: 3 }}>
            {text(i.message)}
          </Alert>
        ))}
      </Box>
      <Box sx={{ position: 'fixed', top: 16, right: 16, zIndex: 2000, display: 'grid', gap: 1, width: 330, maxWidth: 'calc(100vw - 32px)' }}>
        {stack('notification').map((i) => (
          <Alert key={i.id} severity={i.level} onClose={() => close(i.id)} data-testid="notification" sx={{ boxShadow: 3, bgcolor: 'background.paper' }}>
            <AlertTitle sx={{ mb: i.message ? 0.5 : 0 }}>{text(i.title)}</AlertTitle>
            {i.message && text(i.message)}
          </Alert>
        ))}
      </Box>
      <ReloginDialog
        open={relogin !== null}
        onClosed={() => {
          relogin?.();
          setRelogin(null);
        }}
      />
    </>
  );
}
