/**
 * The previews' zoom (SPEC §9, issue 34): steps of 5 %, 400 % our own ceiling. The floor is the page fitted to the
 * width it has, never more than 100 %: on a desk an A4 page fits, so the floor stays SPEC §9's 100 %; on a phone the
 * page opens fitted (about 58 % at 375 px) and 缩小 or a pinch stop there, where nothing is cut.
 */
export const ZOOM = { max: 4, step: 0.05 } as const;

/** The zoom at which a page `natural` px wide at 100 % fills `available` px, capped at 100 %. Floored to 0.1 %: never a pixel over. */
export function fitZoom(available: number, natural: number): number {
  if (!(available > 0) || !(natural > 0)) return 1;
  return Math.min(1, Math.max(0.1, Math.floor((available / natural) * 1000) / 1000));
}

/**
 * One step in or out on the 5 % grid (no 1.0500000001 after a few clicks), within [min, ZOOM.max]: from a fitted
 * 58.3 % the next step in is 60 %, and the step out of 60 % lands on the fit again, not on 55 %.
 */
export function nextZoom(scale: number, direction: 1 | -1, min = 1): number {
  const grid = ZOOM.step * 100;
  const at = (scale * 100) / grid;
  // a scale on the grid already (1.05) moves one whole step; one between two steps moves to the nearer in its direction
  const steps = direction > 0 ? Math.floor(at + 1e-6) + 1 : Math.ceil(at - 1e-6) - 1;
  return clampZoom(Math.round(steps * grid) / 100, min);
}

/** A zoom kept within [min, ZOOM.max] (a pinch may ask for anything). */
export const clampZoom = (scale: number, min: number): number => Math.min(ZOOM.max, Math.max(min, scale));

export const zoomLabel = (scale: number): string => `${Math.round(scale * 100)}%`;
