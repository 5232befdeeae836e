/**
 * An error code and the message the server answers with (yudao system_error_code). Rows of type 1 are written at
 * start-up from the server's own codes; a row created or edited by an administrator is type 2, and its message is
 * what the server then answers for that code (modules/system/errorCode). Shared by all tenants.
 * @title 错误码
 */
export interface ErrorCode {
  /**
   * @title 错误码编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 错误码类型
   * @asType integer
   * @dict system_error_code_type
   * @readOnly
   */
  type?: number;
  /**
   * @title 应用名
   * @minLength 1
   * @maxLength 50
   */
  applicationName: string;
  /**
   * @title 错误码编码
   * @asType integer
   * @minimum 1
   * @maximum 9999999999
   */
  code: number;
  /**
   * @title 错误码错误提示
   * @minLength 1
   * @maxLength 512
   */
  message: string;
  /**
   * @title 备注
   * @maxLength 512
   * @widget textarea
   */
  memo?: string;
  /**
   * @title 创建时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
