/**
 * The demo's OAuth2 application (issue 38, point 15), so `/sso` can be tried on a fresh install: yudao seeds its
 * `default` client (secret admin123) and the SSO demo `yudao-sso-demo-by-code` calling back to 127.0.0.1:18080.
 * Ours is not `default`: that id is our own admin UI, whose tokens are admin API sessions (docs/sign-in.md), so an
 * application registered under it would turn an approval at /sso into a whole session (decision 68).
 */
export interface OAuth2ClientSeed {
  clientId: string;
  /** Stored as its digest, like a secret typed into 应用管理. */
  secret: string;
  name: string;
  description: string;
  redirectUris: string[];
  scopes: string[];
}

export const oauth2Clients: OAuth2ClientSeed[] = [
  {
    clientId: 'renda-sso-demo',
    secret: 'admin123',
    name: '单点登录示例应用',
    description: '演示用的授权码模式应用：在 /sso 同意授权后回到 http://127.0.0.1:18080（yudao 的 SSO 示例的地址）',
    // yudao's demo registers the bare origin and matches by prefix; ours must equal a registered URI
    redirectUris: ['http://127.0.0.1:18080', 'http://127.0.0.1:18080/callback.html'],
    scopes: ['user.read', 'user.write'],
  },
];
