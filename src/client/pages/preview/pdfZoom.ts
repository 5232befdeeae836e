/** The PDF viewer's zoom (SPEC §9): steps of 5 %, never under 100 %; 400 % is our own ceiling. */
export const ZOOM = { min: 1, max: 4, step: 0.05 } as const;

/** One step in or out, kept on the 5 % grid (no 1.0500000001 after a few clicks) and within the bounds. */
export function nextZoom(scale: number, direction: 1 | -1): number {
  const percent = Math.round(scale * 100) + direction * ZOOM.step * 100;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(percent) / 100));
}

export const zoomLabel = (scale: number): string => `${Math.round(scale * 100)}%`;
