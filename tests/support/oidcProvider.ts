import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider, the certified implementation) on 127.0.0.1 for the social sign-in
 * tests: one confidential client, any login name is an account (its devInteractions pages: login, then consent).
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUris: string[], port = 0): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'renda-social';
  const clientSecret = 'social-secret-0001-0002-0003-0004';
  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris,
      token_endpoint_auth_method: 'client_secret_post', grant_types: ['authorization_code'], response_types: ['code'],
    }],
    claims: { openid: ['sub'], profile: ['name', 'picture'] },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id, name: `省认证用户 ${id}`, picture: `https://example.test/${id}.png` }) }),
    cookies: { keys: ['oidc-test-cookie-key'] },
    pkce: { required: () => true },
  });
  server.on('request', provider.callback());
  return {
    issuer, clientId, clientSecret,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/**
 * What a browser does at the provider: follows its redirects with its cookies, signs in as `login` on the login
 * page and agrees on the consent page, until the provider sends it to a URL outside itself (our redirect URI with
 * code and state), which is returned.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const origin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    if (url.origin !== origin) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET', redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form?.toString(),
    });
    remember(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`provider page without a form (${response.status}): ${page.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: prompt ?? 'consent' });
    url = new URL(action.replace(/&amp;/g, '&'), url);
  }
  throw new Error('the provider never sent the browser back');
}
