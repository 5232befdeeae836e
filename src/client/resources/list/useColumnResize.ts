import type { PointerEvent as ReactPointerEvent } from 'react';
import { useStore } from 'react-admin';

/** Narrowest a column can be dragged to: its header still shows a character and the handle. */
export const MIN_COLUMN_WIDTH = 48;

/**
 * Column widths the user dragged, kept per list in react-admin's store (this browser's localStorage, like the
 * hidden columns), and the pointer handler of a header's drag handle.
 */
export function useColumnResize(listKey: string) {
  const [resized, setResized] = useStore<Record<string, number>>(`generated.${listKey}.columnWidths`, {});
  const startResize = (field: string) => (event: ReactPointerEvent<HTMLElement>) => {
    const header = event.currentTarget.closest('th');
    if (!header) return;
    event.preventDefault();
    event.stopPropagation(); // not a click on the sort label
    const startX = event.clientX;
    const startWidth = header.getBoundingClientRect().width;
    let latest = resized;
    const move = (e: PointerEvent) => {
      latest = { ...latest, [field]: Math.max(MIN_COLUMN_WIDTH, Math.round(startWidth + e.clientX - startX)) };
      setResized(latest);
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };
  return { resized, startResize };
}
