/**
 * A stored file (yudao infra_file): written by the upload, listed and deleted on 文件列表; read-only here.
 * @title 文件
 */
export interface InfraFile {
  /**
   * @title 文件编号
   * @asType integer
   * @readOnly
   */
  id?: number;
  /**
   * @title 配置编号
   * @asType integer
   * @readOnly
   */
  configId?: number;
  /**
   * @title 文件名
   * @maxLength 256
   * @readOnly
   */
  name?: string;
  /**
   * @title 文件路径
   * @maxLength 512
   * @readOnly
   */
  path?: string;
  /**
   * @title URL
   * @maxLength 1024
   * @readOnly
   */
  url?: string;
  /**
   * @title 文件类型
   * @maxLength 128
   * @readOnly
   */
  type?: string;
  /**
   * @title 文件大小
   * @asType integer
   * @readOnly
   * @widget fileSize
   */
  size?: number;
  /**
   * @title 上传时间
   * @format timestamp
   * @readOnly
   */
  createTime?: number;
}
