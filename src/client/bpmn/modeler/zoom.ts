/** Designer zoom (SPEC §5, §9): 0.2 to 4, step 0.1, default 1. */
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.1;
export const ZOOM_DEFAULT = 1;

export type ZoomResult = { ok: true; zoom: number } | { ok: false; error: 'tooSmall' | 'tooLarge' };

/** Whole hundredths of a zoom value, immune to binary noise (0.29 * 100 = 28.999…). */
const hundredths = (zoom: number): number => Math.floor(Math.round(zoom * 10000) / 100);

/** The next zoom one step out (-1) or in (+1): refused below 0.2 or above 4, as yudao's designer. */
export function stepZoom(current: number, direction: 1 | -1, step = ZOOM_STEP): ZoomResult {
  const next = (hundredths(current) + direction * Math.round(step * 100)) / 100;
  if (next < ZOOM_MIN) return { ok: false, error: 'tooSmall' };
  if (next > ZOOM_MAX) return { ok: false, error: 'tooLarge' };
  return { ok: true, zoom: next };
}

export const canZoomOut = (zoom: number): boolean => hundredths(zoom) > ZOOM_MIN * 100;
export const canZoomIn = (zoom: number): boolean => hundredths(zoom) < ZOOM_MAX * 100;

/** The percentage shown between the zoom buttons. */
export const zoomPercent = (zoom: number): string => `${hundredths(zoom)}%`;
