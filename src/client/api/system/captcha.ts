import { CAPTCHA_TIMEOUT_MS } from '../config.ts';
import { http } from '../http.ts';
import type { CaptchaImage } from '../types.ts';

/**
 * `force`: an image even while the captcha is switched off, because the sign-in limiter asked for one (our server;
 * a yudao server ignores the parameter).
 */
export function getCaptchaImage(force = false): Promise<CaptchaImage> {
  return http.get<CaptchaImage>('/system/captcha/get-image', force ? { force: true } : undefined, { withToken: false, timeout: CAPTCHA_TIMEOUT_MS });
}

/**
 * `img` is bare base64. Our server draws SVG (base64 of `<svg` starts `PHN2Zy`, of `<?xml` starts `PD94`);
 * yudao draws PNG/GIF, which browsers accept under the gif type whatever the real format.
 */
export function captchaDataUri(img: string): string {
  const svg = img.startsWith('PHN2Zy') || img.startsWith('PD94');
  return `data:image/${svg ? 'svg+xml' : 'gif'};base64,${img}`;
}
