import type { Generated } from 'kysely';
import type { Audited, NullableTimestamp, Timestamp } from './columns.ts';

/** Social and provincial sign-in (migration 0023; docs/sign-in.md). */
export interface SocialClientTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  name: string;
  socialType: number;
  /** The provider's name in `/oauthLogin/{code}` (province, gitee, …). */
  code: string;
  clientId: string;
  /** Sent to the provider's token endpoint; never read back by an API answer. */
  clientSecret: string;
  /** Discovery (`<issuer>/.well-known/openid-configuration`), or the explicit endpoints below. */
  issuer: string | null;
  authorizationEndpoint: string | null;
  tokenEndpoint: string | null;
  userinfoEndpoint: string | null;
  scopes: string;
  icon: string | null;
  status: number;
  remark: string | null;
}

export interface SocialUserTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  type: number;
  openid: string;
  nickname: string | null;
  avatar: string | null;
  rawUserInfo: string | null;
}

export interface SocialUserBindTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  userType: number;
  socialType: number;
  socialUserId: number;
}

export interface SocialStateTable {
  id: Generated<number>;
  tenantId: number;
  /** sha256 of the state sent to the provider. */
  stateHash: string;
  socialType: number;
  redirectUri: string;
  codeVerifier: string;
  nonce: string | null;
  /** sha256 of the code the state was exchanged with, and the social user it gave. */
  codeHash: string | null;
  socialUserId: number | null;
  expiresTime: Timestamp;
  usedTime: NullableTimestamp;
  createTime: Generated<Date>;
}
