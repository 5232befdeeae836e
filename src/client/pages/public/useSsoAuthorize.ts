import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, getAccessToken, systemApi } from '../../api/index.ts';
import type { OAuth2AuthorizeInfo } from '../../api/system/oauth2.ts';

/**
 * Controller of the OAuth2 approval page (API-CONTRACT §2.8): a silent auto-approve probe first, then the
 * client's info with its scopes pre-ticked, then approve / deny. A returned URL is where the browser goes.
 */
export function useSsoAuthorize() {
  const [params] = useSearchParams();
  const clientId = params.get('client_id') ?? '';
  const redirectUri = params.get('redirect_uri') ?? '';
  const responseType = params.get('response_type') ?? 'code';
  const state = params.get('state') ?? undefined;
  const codeChallenge = params.get('code_challenge') ?? undefined;
  const codeChallengeMethod = params.get('code_challenge_method') ?? undefined;
  const requested = (params.get('scope') ?? '').split(' ').filter(Boolean);
  const signedIn = !!getAccessToken();
  const [info, setInfo] = useState<OAuth2AuthorizeInfo | null>(null);
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const requestedKey = requested.join(' ');

  const send = async (autoApprove: boolean, scopes: Record<string, boolean>): Promise<boolean> => {
    const url = await systemApi.authorize({ responseType, clientId, redirectUri, state, autoApprove, scopes, codeChallenge, codeChallengeMethod });
    if (url) window.location.assign(url);
    return !!url;
  };

  useEffect(() => {
    if (!signedIn || !clientId) return;
    let active = true;
    (async () => {
      const wanted = requestedKey.split(' ').filter(Boolean);
      if (wanted.length && (await send(true, Object.fromEntries(wanted.map((s) => [s, true]))))) return;
      const loaded = await systemApi.getAuthorize(clientId);
      if (!active) return;
      setInfo(loaded);
      setChecked(Object.fromEntries((loaded.scopes ?? []).map((s) => [s.key, s.value])));
    })().catch((e: unknown) => active && setError(errorMessage(e)));
    return () => {
      active = false;
    };
    // `send` only closes over values listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, clientId, requestedKey]);

  const decide = async (approve: boolean): Promise<void> => {
    setBusy(true);
    try {
      const scopes = Object.fromEntries(Object.entries(checked).map(([k, v]) => [k, approve && v]));
      await send(false, scopes);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return { clientId, signedIn, info, checked, setChecked, error, busy, decide };
}
