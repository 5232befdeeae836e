/** SPEC §9: scroll animation step 20 ms, default duration 500 ms (yudao's scroll-to util, ease-in-out). */
export const SCROLL_STEP_MS = 20;
export const SCROLL_DURATION_MS = 500;

const easeInOutQuad = (t: number, b: number, c: number, d: number): number => {
  let x = t / (d / 2);
  if (x < 1) return (c / 2) * x * x + b;
  x--;
  return (-c / 2) * (x * (x - 2) - 1) + b;
};

/** Positions of the animation, one per 20 ms step: pure, so the timing can be tested without a browser. */
export function scrollSteps(from: number, to: number, duration = SCROLL_DURATION_MS, step = SCROLL_STEP_MS): number[] {
  const out: number[] = [];
  for (let t = step; t < duration; t += step) out.push(Math.round(easeInOutQuad(t, from, to - from, duration)));
  out.push(to);
  return out;
}

/** Animates the window's scroll position to `to`; resolves when done. */
export function scrollTo(to: number, duration = SCROLL_DURATION_MS): Promise<void> {
  const steps = scrollSteps(window.scrollY || document.documentElement.scrollTop, to, duration);
  return new Promise((resolve) => {
    const next = () => {
      const y = steps.shift();
      if (y === undefined) return resolve();
      window.scrollTo(0, y);
      setTimeout(next, SCROLL_STEP_MS);
    };
    next();
  });
}
