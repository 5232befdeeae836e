import type { ColumnType, Generated } from 'kysely';
import type { Audited, Timestamp, NullableTimestamp } from './columns.ts';

/** Tables of modules/infra: configuration, API logs, files and their storage configs, jobs and their log. */

export interface ConfigTable extends Audited {
  id: Generated<number>;
  category: string;
  type: number;
  name: string;
  configKey: string;
  value: string;
  visible: boolean;
  remark: string | null;
}

/** Columns both API logs share (migration 0015): who made which request, with what. */
interface ApiRequestColumns {
  id: Generated<number>;
  tenantId: number | null;
  traceId: string;
  userId: number;
  userType: number;
  applicationName: string;
  requestMethod: string;
  requestUrl: string;
  requestParams: string;
  userIp: string;
  userAgent: string;
  createTime: Timestamp;
  deleted: Generated<boolean>;
}

/** One API request (migration 0015), written in batches by modules/infra/apiLog. */
export interface ApiAccessLogTable extends ApiRequestColumns {
  beginTime: Timestamp;
  endTime: Timestamp;
  duration: number;
  resultCode: number;
  resultMsg: string;
}

/** One unexpected error of a request (migration 0015), with its processing status. */
export interface ApiErrorLogTable extends ApiRequestColumns {
  exceptionTime: Timestamp;
  exceptionName: string;
  exceptionMessage: string;
  exceptionRootCauseMessage: string;
  exceptionStackTrace: string;
  exceptionClassName: string;
  exceptionFileName: string;
  exceptionMethodName: string;
  exceptionLineNumber: number;
  processStatus: Generated<number>;
  processTime: NullableTimestamp;
  processUserId: number | null;
  updater: ColumnType<string | null, string | null | undefined, string | null>;
  updateTime: Generated<Date>;
}

/** A stored file (migration 0013): who uploaded it in which tenant, where it lives and how it is served. */
export interface InfraFileTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  configId: number;
  name: string;
  path: string;
  url: string;
  type: string;
  size: number;
}

/** The bytes of a file in the database storage, found by storage config and path (public download). */
export interface InfraFileContentTable extends Audited {
  id: Generated<number>;
  configId: number;
  path: string;
  type: string;
  /** The uploader's file name (migration 0017), for the download's Content-Disposition. */
  name: Generated<string>;
  /** The bytes, for the database storage only (other storages keep them themselves; migration 0017). */
  content: Uint8Array | null;
}

/** File storage configs (migration 0017): a global table, as in yudao; `config` is the storage's settings. */
export interface InfraFileConfigTable extends Audited {
  id: Generated<number>;
  name: string;
  storage: number;
  remark: string | null;
  master: Generated<boolean>;
  config: Record<string, unknown>;
}

/** A scheduled job (migration 0018): yudao's fields, its next fire time and the lease of the run under way. */
export interface InfraJobTable extends Audited {
  id: Generated<number>;
  name: string;
  status: number;
  handlerName: string;
  handlerParam: string | null;
  cronExpression: string;
  retryCount: number;
  retryInterval: number;
  monitorTimeout: number;
  nextFireTime: Date | null;
  fireTime: Date | null;
  lockedBy: string | null;
  lockedUntil: Date | null;
}

/** One execution (or retry) of a job (migration 0018). */
export interface InfraJobLogTable extends Audited {
  id: Generated<number>;
  jobId: number;
  handlerName: string;
  handlerParam: string | null;
  executeIndex: number;
  beginTime: Date;
  endTime: Date | null;
  duration: number | null;
  status: number;
  result: string | null;
  /** The server instance that ran it (JobScheduler.instanceId; migration 0025). */
  instanceId: string | null;
}
