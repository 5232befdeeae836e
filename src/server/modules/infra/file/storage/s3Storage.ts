import { AwsClient } from 'aws4fetch';
import { fail } from '../../../../http/errors.ts';
import { FileErrors } from '../fileErrors.ts';
import { checkedKey } from '../storageKey.ts';
import type { FileStorage, S3Settings } from './types.ts';

/**
 * yudao's storage 20: an S3-compatible object store (AWS, MinIO, OSS, COS…), path-style addressing
 * (`<endpoint>/<bucket>/<key>`), requests signed with SigV4 by aws4fetch.
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;

  constructor(private readonly settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKey,
      secretAccessKey: settings.accessSecret,
      service: 's3',
      region: settings.region || 'us-east-1',
    });
  }

  private urlOf(key: string): string {
    const path = checkedKey(key).split('/').map(encodeURIComponent).join('/');
    return `${this.settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(this.settings.bucket)}/${path}`;
  }

  private async send(method: string, key: string, init: { body?: Buffer; type?: string } = {}): Promise<Response> {
    try {
      return await this.client.fetch(this.urlOf(key), {
        method,
        body: init.body ? new Uint8Array(init.body) : undefined,
        headers: init.type ? { 'content-type': init.type } : undefined,
      });
    } catch (error) {
      throw fail(FileErrors.STORAGE_UNAVAILABLE, `无法连接 S3 服务（${(error as Error).message}）`);
    }
  }

  private static async refuse(response: Response): Promise<never> {
    const text = (await response.text()).slice(0, 200);
    throw fail(FileErrors.STORAGE_UNAVAILABLE, `S3 服务返回 ${response.status}${text ? `：${text}` : ''}`);
  }

  async put(key: string, content: Buffer, type: string): Promise<void> {
    const response = await this.send('PUT', key, { body: content, type });
    if (!response.ok) await S3Storage.refuse(response);
    await response.arrayBuffer();
  }

  async get(key: string): Promise<Buffer | undefined> {
    const response = await this.send('GET', key);
    if (response.status === 404) return undefined;
    if (!response.ok) await S3Storage.refuse(response);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) await S3Storage.refuse(response);
    await response.arrayBuffer();
  }
}
