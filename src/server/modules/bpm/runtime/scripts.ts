/**
 * The `scripts` option that registers no script: a script condition or script task then fails to run instead of
 * executing designer-authored JavaScript in Node's `vm`, which is not a sandbox. Deploy refuses such models first
 * (BPM_ALLOW_SCRIPTS switches both off).
 */
export const refusingScripts = {
  register(): undefined { return undefined; },
  getScript(): undefined { return undefined; },
};
