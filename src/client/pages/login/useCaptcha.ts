import { useCallback, useEffect, useRef, useState } from 'react';
import { systemApi } from '../../api/index.ts';

export interface CaptchaState {
  /** null until the server said whether the captcha is on. */
  enabled: boolean | null;
  uuid: string;
  src: string | null;
  loading: boolean;
}

/**
 * The image captcha of API-CONTRACT §2.3: load on mount, reload on click and after a failed sign-in. `require()`
 * turns it on for the rest of the visit when the sign-in limiter asks for it, even while it is switched off.
 */
export function useCaptcha(): CaptchaState & { reload(): void; require(): void } {
  const [state, setState] = useState<CaptchaState>({ enabled: null, uuid: '', src: null, loading: true });
  // Only the newest answer counts when clicks come faster than the server.
  const generation = useRef(0);
  const required = useRef(false);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setState((s) => ({ ...s, loading: true }));
    systemApi
      .getCaptchaImage(required.current)
      .then((c) => {
        if (mine !== generation.current) return;
        const enabled = c?.enable !== false || required.current;
        setState({ enabled, uuid: c?.uuid ?? '', src: enabled && c?.img ? systemApi.captchaDataUri(c.img) : null, loading: false });
      })
      .catch(() => {
        // The http layer already toasted the failure; keep the field so the user can retry by clicking.
        if (mine === generation.current) setState({ enabled: true, uuid: '', src: null, loading: false });
      });
  }, []);

  const require = useCallback(() => {
    required.current = true;
    reload();
  }, [reload]);

  useEffect(() => reload(), [reload]);
  return { ...state, reload, require };
}
