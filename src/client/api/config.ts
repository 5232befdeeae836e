/** Transport constants of SPEC §9 and API-CONTRACT §1.1. */
export const API_BASE_URL = '/admin-api';
/** Default request timeout (SPEC §9: 300000 ms). */
export const REQUEST_TIMEOUT_MS = 300_000;
/** The captcha image call has its own, shorter timeout (SPEC §7.1). */
export const CAPTCHA_TIMEOUT_MS = 20_000;
/** Toasts and notifications disappear after 5 s unless persistent (SPEC §8). */
export const TOAST_DURATION_MS = 5_000;
