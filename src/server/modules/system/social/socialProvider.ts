import * as oidc from 'openid-client';
import { fail, ServiceError } from '../../../http/errors.ts';
import { SocialErrors } from './socialErrors.ts';

/** What the provider side needs of a social client row (system_social_client). */
export interface ProviderSettings {
  id: number;
  updateTime: Date;
  clientId: string;
  clientSecret: string;
  issuer: string | null;
  authorizationEndpoint: string | null;
  tokenEndpoint: string | null;
  userinfoEndpoint: string | null;
  scopes: string;
}

/** The account the provider vouched for. */
export interface ProviderAccount {
  openid: string;
  nickname: string | null;
  avatar: string | null;
  raw: Record<string, unknown>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain http only to this machine (a provider started beside us, as the tests do); anything that crosses a network
 * carries the client secret and the user's tokens, so it must be https.
 */
const insecureAllowed = (url: string): boolean => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && LOOPBACK.has(hostname);
};

/** The provider's own error (`invalid_grant: …`) when it answered one, else what went wrong on the way. */
const authFailure = (reason: unknown): ServiceError => {
  const body = reason as { error?: unknown; error_description?: unknown };
  if (typeof body?.error === 'string') return fail(SocialErrors.AUTH_FAILURE, [body.error, body.error_description].filter(Boolean).join(': '));
  return fail(SocialErrors.AUTH_FAILURE, reason instanceof Error ? reason.message : String(reason));
};

/** Discovery answers are kept per row version: an edit of the row (a new updateTime) fetches them again. */
const configurations = new Map<string, Promise<oidc.Configuration>>();

async function build(settings: ProviderSettings): Promise<oidc.Configuration> {
  const auth = settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None();
  if (settings.issuer && !settings.authorizationEndpoint) {
    const insecure = insecureAllowed(settings.issuer);
    return oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
  }
  const endpoints = [settings.authorizationEndpoint, settings.tokenEndpoint, settings.userinfoEndpoint].filter((e): e is string => !!e);
  const config = new oidc.Configuration({
    // Plain OAuth2 providers (a code-hosting site) have no issuer; their authorisation server's origin stands for it.
    issuer: settings.issuer ?? new URL(settings.authorizationEndpoint!).origin,
    authorization_endpoint: settings.authorizationEndpoint!,
    token_endpoint: settings.tokenEndpoint!,
    ...(settings.userinfoEndpoint ? { userinfo_endpoint: settings.userinfoEndpoint } : {}),
  }, settings.clientId, undefined, auth);
  if (endpoints.every(insecureAllowed)) oidc.allowInsecureRequests(config);
  return config;
}

export function configurationOf(settings: ProviderSettings): Promise<oidc.Configuration> {
  const key = `${settings.id}:${settings.updateTime.getTime()}`;
  let pending = configurations.get(key);
  if (!pending) {
    for (const k of configurations.keys()) if (k.startsWith(`${settings.id}:`)) configurations.delete(k);
    pending = build(settings).catch((error: unknown) => {
      configurations.delete(key); // a provider that was down is asked again next time
      throw authFailure(error);
    });
    configurations.set(key, pending);
  }
  return pending;
}

export interface RoundTrip {
  state: string;
  codeVerifier: string;
  nonce: string | null;
  url: string;
}

/**
 * The provider's authorisation URL. PKCE (S256) is always sent: a provider that does not know it ignores unknown
 * parameters (RFC 6749 §3.1). A nonce goes with the `openid` scope, and the ID token must carry it back.
 */
export async function startRoundTrip(settings: ProviderSettings, redirectUri: string): Promise<RoundTrip> {
  const config = await configurationOf(settings);
  const state = oidc.randomState();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = settings.scopes.split(/\s+/).includes('openid') ? oidc.randomNonce() : null;
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scopes,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(nonce ? { nonce } : {}),
  });
  return { state, codeVerifier, nonce, url: url.href };
}

const text = (...values: unknown[]): string | null => {
  for (const v of values) if ((typeof v === 'string' && v) || typeof v === 'number') return String(v);
  return null;
};

/**
 * Exchanges the code (with the round trip's PKCE verifier) and reads who signed in: the ID token's `sub` (its
 * signature, issuer, audience and our nonce checked), completed by the user-info endpoint when there is one (a
 * plain OAuth2 provider has only that: its `id`). The state was checked by the caller against the stored one.
 * The grant is sent as such (genericGrantRequest) rather than through authorizationCodeGrant, which drops the
 * redirect URI's query — and yudao's is `/social-login?type=…`, registered so at the provider.
 */
export async function finishRoundTrip(
  settings: ProviderSettings, trip: { redirectUri: string; codeVerifier: string; nonce: string | null }, code: string,
): Promise<ProviderAccount> {
  const config = await configurationOf(settings);
  try {
    const tokens = await oidc.genericGrantRequest(config, 'authorization_code', { code, redirect_uri: trip.redirectUri, code_verifier: trip.codeVerifier });
    const claims = tokens.claims();
    if (trip.nonce && claims?.nonce !== trip.nonce) throw new Error('ID 令牌的 nonce 不匹配');
    const info = config.serverMetadata().userinfo_endpoint
      ? await oidc.fetchUserInfo(config, tokens.access_token, claims?.sub ?? oidc.skipSubjectCheck)
      : {};
    const raw: Record<string, unknown> = { ...claims, ...info };
    const openid = text(claims?.sub, raw.sub, raw.id, raw.openid);
    if (!openid) throw new Error('提供方未返回用户标识');
    return {
      openid,
      nickname: text(raw.nickname, raw.name, raw.preferred_username, raw.login),
      avatar: text(raw.picture, raw.avatar_url),
      raw,
    };
  } catch (error) {
    throw error instanceof ServiceError ? error : authFailure(error);
  }
}
