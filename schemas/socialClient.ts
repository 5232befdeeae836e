/**
 * An OAuth2 / OpenID Connect provider a tenant's users sign in with (yudao's later system_social_client, per
 * tenant): the province's unified identity service, a code-hosting site, any OIDC provider. One per social type;
 * `code` names it in `/oauthLogin/{code}`. The secret is write-only: never read back, kept when left empty.
 * @title 社交客户端
 */
export interface SocialClient {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 应用名
   * @minLength 1
   * @maxLength 64
   */
  name: string;
  /**
   * @title 社交平台的类型
   * @asType integer
   * @dict system_social_type
   * @maxLength 8
   */
  socialType: number;
  /**
   * @title 登录路由编码
   * @description 登录地址 /oauthLogin/{编码}，如 province、gitee
   * @minLength 1
   * @maxLength 32
   * @pattern ^[a-z][a-z0-9-]*$
   * @errorMessage {"pattern": "登录路由编码只能包含小写字母、数字和中划线，并以字母开头"}
   */
  code: string;
  /**
   * @title 客户端编号
   * @minLength 1
   * @maxLength 255
   */
  clientId: string;
  /**
   * @title 客户端密钥
   * @description 不回显；修改时留空则保持原值
   * @maxLength 255
   * @writeOnly
   */
  clientSecret?: string;
  /**
   * @title 签发者（Issuer）
   * @description 支持 OpenID Connect 发现时填写，其余端点自动获取
   * @maxLength 512
   * @pattern ^https?://
   * @errorMessage {"pattern": "地址须以 http:// 或 https:// 开头"}
   */
  issuer?: string;
  /**
   * @title 授权端点
   * @maxLength 512
   * @pattern ^https?://
   * @errorMessage {"pattern": "地址须以 http:// 或 https:// 开头"}
   */
  authorizationEndpoint?: string;
  /**
   * @title 令牌端点
   * @maxLength 512
   * @pattern ^https?://
   * @errorMessage {"pattern": "地址须以 http:// 或 https:// 开头"}
   */
  tokenEndpoint?: string;
  /**
   * @title 用户信息端点
   * @maxLength 512
   * @pattern ^https?://
   * @errorMessage {"pattern": "地址须以 http:// 或 https:// 开头"}
   */
  userinfoEndpoint?: string;
  /**
   * @title 授权范围
   * @description 以空格分隔，如 openid profile
   * @minLength 1
   * @maxLength 255
   * @default openid profile
   */
  scopes?: string;
  /**
   * @title 图标
   * @maxLength 512
   */
  icon?: string;
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
   * @title 备注
   * @maxLength 255
   */
  remark?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
