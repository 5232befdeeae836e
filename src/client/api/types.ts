/** Response shapes of the auth and system endpoints the client core uses (API-CONTRACT §2). */

export interface LoginResult {
  userId: number;
  accessToken: string;
  refreshToken: string;
  /** Access-token expiry in epoch ms; the client ignores it and relies on the 401 → refresh flow. */
  expiresTime: number;
  /** The password sign-in's forced reset (SPEC §3): the password is an administrator's, to be changed first. */
  isRese?: boolean;
}

export interface LoginBody {
  username: string;
  password: string;
  code: string;
  uuid: string;
  loginSource?: string;
  ticket?: string;
}

export interface CaptchaImage {
  enable: boolean;
  uuid: string | null;
  /** Base64 without a data-URI prefix. */
  img: string | null;
}

export interface PermissionInfo {
  user: { id: number; nickname: string; avatar: string | null };
  roles: string[];
  permissions: string[];
  /** yudao v1.8.1+ sends the menu tree here and no longer has `list-menus`. */
  menus?: MenuNode[];
}

/** One node of `list-menus`: top-level paths are absolute, children relative, or an http(s) link. */
export interface MenuNode {
  id: number;
  parentId: number;
  name: string;
  path: string;
  component: string | null;
  componentName?: string | null;
  icon?: string | null;
  visible?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  /** Full path of the sidebar entry a hidden page highlights (our server; yudao keeps it in route meta). */
  activeMenu?: string | null;
  children?: MenuNode[] | null;
}

export interface DictDataSimple {
  dictType: string;
  value: string;
  label: string;
  colorType?: string | null;
  cssClass?: string | null;
}

export interface SocialLoginBody {
  type: number | string;
  code: string;
  state: string;
}
