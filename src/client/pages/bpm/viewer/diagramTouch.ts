/** What the touch handling needs of bpmn-js's canvas. */
interface TouchCanvas {
  scroll(delta: { dx: number; dy: number }): void;
  zoom(): number;
  zoom(scale: number, center?: { x: number; y: number }): number;
}

const spread = (touches: TouchList) => Math.hypot(touches[0]!.clientX - touches[1]!.clientX, touches[0]!.clientY - touches[1]!.clientY);

/**
 * Touch on the diagram (bpmn-js's viewer pans and zooms with a mouse only): one finger drags the diagram, two pinch
 * it around their midpoint. Only while `active()` — the diagram zoomed past its fit — so that at the fit a finger
 * on the diagram scrolls the page as anywhere else. Answers the clean-up.
 */
export function diagramTouch(container: HTMLElement, canvas: TouchCanvas, active: () => boolean, zoomed: (scale: number) => void): () => void {
  let last: { x: number; y: number } | null = null;
  let pinch: { spread: number; scale: number } | null = null;
  const begin = (e: TouchEvent) => {
    if (e.touches.length === 2) {
      pinch = { spread: spread(e.touches), scale: canvas.zoom() };
      last = null;
    } else if (e.touches.length === 1 && active()) {
      last = { x: e.touches[0]!.clientX, y: e.touches[0]!.clientY };
    }
  };
  const move = (e: TouchEvent) => {
    if (pinch && e.touches.length === 2) {
      e.preventDefault();
      const box = container.getBoundingClientRect();
      const center = { x: (e.touches[0]!.clientX + e.touches[1]!.clientX) / 2 - box.left, y: (e.touches[0]!.clientY + e.touches[1]!.clientY) / 2 - box.top };
      zoomed(canvas.zoom(Math.min(4, Math.max(0.2, pinch.scale * (spread(e.touches) / pinch.spread))), center));
    } else if (last && e.touches.length === 1) {
      e.preventDefault();
      const touch = e.touches[0]!;
      canvas.scroll({ dx: touch.clientX - last.x, dy: touch.clientY - last.y });
      last = { x: touch.clientX, y: touch.clientY };
    }
  };
  const end = (e: TouchEvent) => {
    if (e.touches.length < 2) pinch = null;
    if (e.touches.length === 0) last = null;
  };
  container.addEventListener('touchstart', begin, { passive: true });
  container.addEventListener('touchmove', move, { passive: false });
  container.addEventListener('touchend', end);
  container.addEventListener('touchcancel', end);
  return () => {
    container.removeEventListener('touchstart', begin);
    container.removeEventListener('touchmove', move);
    container.removeEventListener('touchend', end);
    container.removeEventListener('touchcancel', end);
  };
}
