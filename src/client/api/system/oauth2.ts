import { http } from '../http.ts';

/** OAuth2 approval (the /sso page, API-CONTRACT §2.8). */
export interface OAuth2AuthorizeInfo {
  client: { name: string; logo?: string | null };
  scopes: { key: string; value: boolean }[];
}

export function getAuthorize(clientId: string): Promise<OAuth2AuthorizeInfo> {
  return http.get<OAuth2AuthorizeInfo>('/system/oauth2/authorize', { clientId });
}

export interface AuthorizeParams {
  responseType: string;
  clientId: string;
  redirectUri: string;
  state?: string;
  autoApprove: boolean;
  scopes: Record<string, boolean>;
  /** PKCE (RFC 7636), passed on from the application's request when it sent one. */
  codeChallenge?: string;
  codeChallengeMethod?: string;
}

/** Parameters travel in the query string as the backend reads them with @RequestParam. */
export function authorize(p: AuthorizeParams): Promise<string | null> {
  return http.request<string | null>({
    url: '/system/oauth2/authorize',
    method: 'POST',
    params: {
      response_type: p.responseType,
      client_id: p.clientId,
      redirect_uri: p.redirectUri,
      state: p.state,
      auto_approve: p.autoApprove,
      scope: JSON.stringify(p.scopes),
      code_challenge: p.codeChallenge,
      code_challenge_method: p.codeChallengeMethod,
    },
  });
}
