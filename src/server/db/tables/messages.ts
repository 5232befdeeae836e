import type { ColumnType, Generated } from 'kysely';
import type { Audited, JsonList, NullableTimestamp } from './columns.ts';

/** A JSON object of a template's parameters, stored as jsonb (written as its JSON text). */
type JsonParams = ColumnType<Record<string, string>, string, string>;

// Mail and in-site messages (migration 0024, docs/messages.md).
export interface MailAccountTable extends Audited {
  id: Generated<number>;
  mail: string;
  username: string;
  /** Handed to the SMTP server; never read back by an API answer. */
  password: string;
  host: string;
  port: number;
  sslEnable: boolean | null;
}

export interface MailTemplateTable extends Audited {
  id: Generated<number>;
  name: string;
  code: string;
  accountId: number;
  nickname: string | null;
  title: string;
  content: string;
  params: JsonList;
  status: number;
  remark: string | null;
}

export interface MailLogTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  userId: number | null;
  userType: number | null;
  toMail: string;
  accountId: number;
  fromMail: string;
  templateId: number;
  templateCode: string;
  templateNickname: string | null;
  templateTitle: string;
  templateContent: string;
  templateParams: JsonParams;
  sendStatus: number;
  sendTime: NullableTimestamp;
  sendMessageId: string | null;
  sendException: string | null;
}

export interface NotifyTemplateTable extends Audited {
  id: Generated<number>;
  name: string;
  code: string;
  nickname: string;
  content: string;
  type: number;
  params: JsonList;
  status: number;
  remark: string | null;
}

export interface NotifyMessageTable extends Audited {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  userType: number;
  templateId: number;
  templateCode: string;
  templateNickname: string;
  templateContent: string;
  templateType: number;
  templateParams: JsonParams;
  readStatus: Generated<boolean>;
  readTime: NullableTimestamp;
}

// The message outbox (migration 0030, docs/messages.md).
export interface MessageOutboxTable {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  kind: string;
  templateCode: string;
  templateParams: JsonParams;
  /** A client path (`/bpm/task/open/…`); SMS and mail make it absolute with PUBLIC_URL. */
  link: string | null;
  dedupeKey: string | null;
  /** OutboxChannelStatus: 0 not to be sent, 1 waiting, 10 sent, 20 given up, 30 left out. */
  smsStatus: number;
  mailStatus: number;
  attempts: Generated<number>;
  nextAttemptTime: Generated<Date>;
  lockedBy: string | null;
  lockedUntil: NullableTimestamp;
  lastError: string | null;
  createTime: Generated<Date>;
  updateTime: Generated<Date>;
}

/** What a user turned off for one kind of message; no row: SMS and mail both on. */
export interface MessagePreferenceTable {
  tenantId: number;
  userId: number;
  kind: string;
  smsEnabled: boolean;
  mailEnabled: boolean;
  updateTime: Generated<Date>;
}
