import { useCallback, useEffect, useState } from 'react';
import { clampZoom, fitZoom } from './pdfZoom.ts';

export interface FitZoom {
  /** the callback ref of the scrolling box the document is shown in: its content width is the space the page has */
  box: HTMLElement | null;
  ref: (element: HTMLElement | null) => void;
  scale: number;
  /** the fitted zoom, the floor of 缩小 and of a pinch */
  min: number;
  zoom(next: number): void;
}

/**
 * A preview's zoom: fitted to the width of its box until the reader zooms (and again when he zooms back down to the
 * fit), so a phone turned sideways or a window resized refits the page instead of cutting it. `natural` is the page's
 * width at 100 %, null while the document loads.
 */
export function useFitZoom(natural: number | null): FitZoom {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [available, setAvailable] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    if (!box) return;
    const measure = () => {
      const style = getComputedStyle(box);
      setAvailable(box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  const min = natural ? fitZoom(available, natural) : 1;
  const scale = chosen === null ? min : clampZoom(chosen, min);
  const zoom = useCallback((next: number) => setChosen(next <= min + 1e-6 ? null : clampZoom(next, min)), [min]);
  return { box, ref: setBox, scale, min, zoom };
}
