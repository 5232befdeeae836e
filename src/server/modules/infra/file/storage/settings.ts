import { fail } from '../../../../http/errors.ts';
import { FileErrors } from '../fileErrors.ts';
import { FileStorageType } from './types.ts';

const NAMES: Record<number, string> = { [FileStorageType.FTP]: 'FTP 服务器', [FileStorageType.SFTP]: 'SFTP 服务器' };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function url(value: string, label: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw fail(FileErrors.CONFIG_INVALID, `${label}必须是 http 或 https 地址`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw fail(FileErrors.CONFIG_INVALID, `${label}必须是 http 或 https 地址`);
  return value.replace(/\/+$/, '');
}

/** The local disk's 基础路径 as yudao's clients show it: the directory under DATA_DIR, which is fixed. */
export const LOCAL_BASE_PATH = 'files';

/**
 * A config's settings for its storage, cleaned: the database and the local disk take an address their file URLs
 * start with (自定义域名, as yudao's DB and local clients do), kept only when it is not the site's own (`site`, what a
 * client is shown when none is set); the disk's directory is always `<DATA_DIR>/files` (a 基础路径 sent is ignored:
 * yudao's clients require one, and show `files`). S3 needs its endpoint,
 * bucket and keys (region and a public domain are optional). FTP and SFTP, which yudao also offers, are refused.
 */
export function cleanSettings(storage: number, config: Record<string, unknown> | undefined, site: string): Record<string, unknown> {
  if (storage === FileStorageType.DB || storage === FileStorageType.LOCAL) return ownSettings(config ?? {}, site);
  if (storage !== FileStorageType.S3) throw fail(FileErrors.STORAGE_NOT_SUPPORTED, NAMES[storage] ?? String(storage));
  const c = config ?? {};
  const required: [string, string][] = [['endpoint', '节点地址'], ['bucket', '存储 bucket'], ['accessKey', 'accessKey'], ['accessSecret', 'accessSecret']];
  for (const [key, label] of required) if (!text(c[key])) throw fail(FileErrors.CONFIG_INVALID, `请填写${label}`);
  const out: Record<string, unknown> = {
    endpoint: url(text(c.endpoint), '节点地址'),
    bucket: text(c.bucket),
    accessKey: text(c.accessKey),
    accessSecret: text(c.accessSecret),
  };
  if (text(c.region)) out.region = text(c.region);
  if (text(c.domain)) out.domain = url(text(c.domain), '自定义域名');
  return out;
}

function ownSettings(c: Record<string, unknown>, site: string): Record<string, unknown> {
  const domain = text(c.domain) ? url(text(c.domain), '自定义域名') : '';
  return domain && domain !== site ? { domain } : {};
}

/** The settings as an administrator is shown them: the database's and the disk's with their defaults filled in. */
export function shownSettings(storage: number, config: Record<string, unknown>, site: string): Record<string, unknown> {
  const domain = typeof config.domain === 'string' && config.domain ? config.domain : site;
  if (storage === FileStorageType.DB) return { ...config, domain };
  if (storage === FileStorageType.LOCAL) return { ...config, basePath: LOCAL_BASE_PATH, domain };
  return config;
}
