import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database.ts';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import { fail } from '../../../http/errors.ts';
import { DEFAULT_CLIENT_ID, digest } from '../auth/tokenService.ts';
import { OAuth2Errors } from '../auth/signInErrors.ts';
import { STATUS } from '../systemErrors.ts';

/**
 * A client's secret is kept as a sha256 digest, like our tokens: the secrets are long random strings an
 * administrator generates, so a slow password hash would add nothing but a delay on every token request, and a
 * leaked table gives no application's credentials away (decision in docs/sign-in.md).
 */
export const hashSecret = (secret: string): string => digest(secret);

/**
 * `default` is our own admin UI, whose tokens are admin API sessions (tokenService): an application registered
 * under that id would turn an approval at /sso into a whole session, so it is no application's id (decision 68).
 */
const isOwnClient = (clientId: unknown): boolean => String(clientId).toLowerCase() === DEFAULT_CLIENT_ID;

/** The secret is accepted on create only, and only its digest is stored (never read back: @writeOnly). */
export const oauth2ClientHooks: ResourceHooks = {
  beforeCreate: (values) => {
    if (isOwnClient(values.clientId)) throw fail(OAuth2Errors.CLIENT_ID_RESERVED, DEFAULT_CLIENT_ID);
    return { ...values, secret: hashSecret(String(values.secret)) };
  },
};

export interface OAuth2Client {
  clientId: string;
  name: string;
  logo: string;
  status: number;
  secret: string;
  accessTokenValiditySeconds: number;
  refreshTokenValiditySeconds: number;
  redirectUris: string[];
  authorizedGrantTypes: string[];
  scopes: string[];
  autoApproveScopes: string[];
}

export interface ClientCheck {
  /** Checked when given (the token endpoints); the approval page has none. */
  secret?: string;
  grantType?: string;
  scopes?: readonly string[];
  redirectUri?: string;
}

const sameSecret = (given: string, storedDigest: string): boolean =>
  timingSafeEqual(Buffer.from(hashSecret(given)), Buffer.from(storedDigest.padEnd(64).slice(0, 64)));

/**
 * yudao's OAuth2ClientService.validOAuthClientFromCache: the client exists and is enabled, and what the request
 * names is within what the client was registered for. One difference: a redirect URI must equal a registered one
 * (yudao accepts any URI that starts with one, which lets https://app.example.com.evil.test through).
 */
export async function validClient(db: Db, clientId: string, check: ClientCheck = {}): Promise<OAuth2Client> {
  if (isOwnClient(clientId)) throw fail(OAuth2Errors.CLIENT_NOT_EXISTS);
  const client = await db.selectFrom('systemOauth2Client').selectAll().where('clientId', '=', clientId).where('deleted', '=', false).executeTakeFirst();
  if (!client) throw fail(OAuth2Errors.CLIENT_NOT_EXISTS);
  if (client.status !== STATUS.ENABLE) throw fail(OAuth2Errors.CLIENT_DISABLE);
  if (check.secret !== undefined && !sameSecret(check.secret, client.secret)) throw fail(OAuth2Errors.CLIENT_CLIENT_SECRET_ERROR, clientId);
  if (check.grantType && !client.authorizedGrantTypes.includes(check.grantType)) throw fail(OAuth2Errors.CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS);
  if (check.scopes?.some((s) => !client.scopes.includes(s))) throw fail(OAuth2Errors.CLIENT_SCOPE_OVER);
  if (check.redirectUri !== undefined && !client.redirectUris.includes(check.redirectUri)) throw fail(OAuth2Errors.CLIENT_REDIRECT_URI_NOT_MATCH, check.redirectUri);
  return client;
}
