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
 * `img` is bare base64, as in yudao. Our server draws a PNG (base64 of the PNG signature starts `iVBORw0KGgo`);
 * anything else is labelled GIF the way the yudao vue2 client does, which browsers draw for any raster format.
 */
export function captchaDataUri(img: string): string {
  return `data:image/${img.startsWith('iVBORw0KGgo') ? 'png' : 'gif'};base64,${img}`;
}
