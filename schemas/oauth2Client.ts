/**
 * An application that signs its users in through us (yudao system_oauth2_client, our OAuth2 authorisation server).
 * The secret is accepted on create only and kept as a digest (never read back): a new secret is a new client.
 * Shared by all tenants.
 * @title OAuth2 客户端
 */
export interface Oauth2Client {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 客户端编号
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9._-]+$
   * @errorMessage {"pattern": "客户端编号只能包含字母、数字、点、下划线和中划线"}
   */
  clientId: string;
  /**
   * @title 客户端密钥
   * @minLength 8
   * @maxLength 128
   * @errorMessage {"minLength": "客户端密钥至少 8 位"}
   * @writeOnly
   * @createOnly true
   */
  secret: string;
  /**
   * @title 应用名
   * @minLength 1
   * @maxLength 64
   */
  name: string;
  /**
   * @title 应用图标
   * @maxLength 512
   */
  logo?: string;
  /**
   * @title 应用描述
   * @maxLength 255
   * @widget textarea
   */
  description?: string;
  /**
   * @title 状态
   * @asType integer
   * @dict common_status
   * @minimum 0
   * @maximum 1
   * @default 0
   */
  status?: number;
  /**
   * @title 访问令牌的有效期（秒）
   * @asType integer
   * @minimum 60
   * @maximum 31536000
   */
  accessTokenValiditySeconds: number;
  /**
   * @title 刷新令牌的有效期（秒）
   * @asType integer
   * @minimum 60
   * @maximum 31536000
   */
  refreshTokenValiditySeconds: number;
  /**
   * @title 可重定向的 URI 地址
   * @minItems 1
   * @maxItems 20
   */
  redirectUris: RedirectUri[];
  /**
   * @title 授权类型
   * @maxItems 2
   * @default []
   */
  authorizedGrantTypes?: GrantType[];
  /**
   * @title 授权范围
   * @maxItems 20
   */
  scopes?: Scope[];
  /**
   * @title 自动授权范围
   * @maxItems 20
   */
  autoApproveScopes?: Scope[];
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}

/**
 * @title 重定向 URI
 * @maxLength 512
 * @pattern ^https?://[^\s#]+$
 * @errorMessage {"pattern": "重定向 URI 须以 http:// 或 https:// 开头，且不含 #"}
 */
type RedirectUri = string;

/**
 * The grant types our token endpoint serves (the implicit flow and the password grant are not offered).
 * @title 授权类型
 */
type GrantType = 'authorization_code' | 'refresh_token';

/**
 * @title 授权范围
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z0-9._:-]+$
 * @errorMessage {"pattern": "授权范围只能包含字母、数字和 . _ : -"}
 */
type Scope = string;
