// A storage's settings: S3's endpoint, bucket and keys; for the database and the local disk only a 自定义域名 (file
// URLs start with it when it is not the site's own) and, shown, the disk's fixed 基础路径 (decision 89). A line
// comment: a JSDoc text here would be the form's help under 存储配置.
export interface FileConfigSettings {
  // The local disk's directory under DATA_DIR, which is fixed: shown as yudao's clients ask for it, never taken.
  /**
   * @title 基础路径
   * @readOnly
   */
  basePath?: string;
  /**
   * @title 节点地址
   * @maxLength 255
   */
  endpoint?: string;
  /**
   * @title 存储 bucket
   * @maxLength 255
   */
  bucket?: string;
  /**
   * @title accessKey
   * @maxLength 255
   */
  accessKey?: string;
  /**
   * @title accessSecret
   * @maxLength 255
   */
  accessSecret?: string;
  /**
   * @title 区域
   * @maxLength 64
   */
  region?: string;
  /**
   * @title 自定义域名
   * @maxLength 255
   */
  domain?: string;
}

/**
 * A file storage config (yudao infra_file_config): where uploads go. Shared by all tenants.
 * @title 文件配置
 */
export interface FileConfig {
  /**
   * @title 编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 配置名
   * @minLength 1
   * @maxLength 63
   */
  name: string;
  /**
   * @title 存储器
   * @asType integer
   * @dict infra_file_storage
   * @createOnly true
   */
  storage: number;
  /**
   * @title 主配置
   * @readOnly
   */
  master?: boolean;
  /**
   * @title 存储配置
   */
  config?: FileConfigSettings;
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
