import { useEffect, useRef, useState } from 'react';

const spread = (touches: TouchList) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

/**
 * Two fingers spread or pinched on `box`: answers the ratio while the fingers move (1 when none), for a cheap CSS
 * preview of the new size, and calls `onPinched(ratio)` when they lift, to render the document at that zoom once
 * (pdf.js redrawing its canvas at every move would flicker). The box needs `touch-action: pan-x pan-y`, so the browser
 * scrolls it with one finger but leaves the pinch to us instead of zooming the whole page.
 */
export function usePinchZoom(box: HTMLElement | null, onPinched: (ratio: number) => void): number {
  const [ratio, setRatio] = useState(1);
  const pinched = useRef(onPinched);
  pinched.current = onPinched;
  useEffect(() => {
    if (!box) return;
    let start = 0;
    let last = 1;
    const begin = (e: TouchEvent) => {
      if (e.touches.length !== 2) return;
      start = spread(e.touches);
      last = 1;
    };
    const move = (e: TouchEvent) => {
      if (!start || e.touches.length !== 2) return;
      e.preventDefault();
      last = spread(e.touches) / start;
      setRatio(last);
    };
    const end = (e: TouchEvent) => {
      if (!start || e.touches.length >= 2) return;
      start = 0;
      setRatio(1);
      if (Math.abs(last - 1) > 0.01) pinched.current(last);
    };
    box.addEventListener('touchstart', begin, { passive: true });
    box.addEventListener('touchmove', move, { passive: false });
    box.addEventListener('touchend', end);
    box.addEventListener('touchcancel', end);
    return () => {
      box.removeEventListener('touchstart', begin);
      box.removeEventListener('touchmove', move);
      box.removeEventListener('touchend', end);
      box.removeEventListener('touchcancel', end);
    };
  }, [box]);
  return ratio;
}
