const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 8 random alphanumeric characters: the id of a task listener's timeout timer (SPEC §9). */
export function randomTimerId(length = 8, random: () => number = Math.random): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)];
  return out;
}
