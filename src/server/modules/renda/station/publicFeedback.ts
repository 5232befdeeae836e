import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../../db/database.ts';
import { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import type { WordTrie } from '../../system/sensitiveWord/wordTrie.ts';
import { stationFeedbackArrived } from './stationMessages.ts';
import { stationByCode, type StationByCode } from './stationCode.ts';
import { deputyNamesOf } from './stationDeputies.ts';
import { StationErrors } from './stationErrors.ts';

const ENABLED = 0;
/** Photos a citizen may attach (the schema's maxItems). */
export const MAX_PHOTOS = 6;
/** Who the public upload records as a photo's creator: the submit takes only photos uploaded so. */
export const PUBLIC_PHOTO_CREATOR = 'station-feedback';
/** The parameter (参数配置) that limits a station's submissions per hour, and its default. */
export const STATION_LIMIT_KEY = 'renda.station-feedback.station-hourly-limit';
const STATION_LIMIT_DEFAULT = 30;
// Tracking numbers: LZ + the day + 6 characters of this alphabet (no 0/O, 1/I/L): 31^6 ≈ 8.9 × 10^8 a day.
const TRACKING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const TYPE_DICT = 'renda_station_feedback_type';
const STATUS_DICT = 'renda_station_feedback_status';

/** The enabled values of a (platform-wide) dictionary with their labels: the public page signs in to nothing to read them. */
async function dictOptions(db: Db, dictType: string): Promise<{ value: string; label: string }[]> {
  return db.selectFrom('systemDictData').select(['value', 'label']).where('dictType', '=', dictType).where('status', '=', ENABLED)
    .where('deleted', '=', false).orderBy('sort').orderBy('id').execute();
}

/** A live, enabled station found by its code (any tenant), or the refusal every public call gives. */
export async function publicStation(db: Db, code: unknown): Promise<StationByCode> {
  const text = typeof code === 'string' ? code.trim() : '';
  const station = /^[A-Za-z0-9]{1,16}$/.test(text) ? await stationByCode(db, text) : undefined;
  if (!station || station.status !== ENABLED) throw fail(StationErrors.PUBLIC_STATION_UNKNOWN);
  // a station of a disabled or expired tenant is as closed as a disabled station
  const tenant = await db.selectFrom('systemTenant').select(['status', 'expireTime']).where('id', '=', station.tenantId).where('deleted', '=', false).executeTakeFirst();
  if (!tenant || tenant.status !== ENABLED || (tenant.expireTime && new Date(tenant.expireTime).getTime() < Date.now())) throw fail(StationErrors.PUBLIC_STATION_UNKNOWN);
  return station;
}

/** What the public page shows of a station: where, when, and the names of its deputies (nothing else about them). */
export async function publicStationView(db: Db, code: unknown) {
  const station = await publicStation(db, code);
  const deputies = await deputyNamesOf(new TenantScope(db, station.tenantId), station.id);
  return {
    code: String(code).trim().toUpperCase(), name: station.name, address: station.address, receptionDays: station.receptionDays,
    openingHours: station.openingHours, contactPhone: station.contactPhone, deputies, types: await dictOptions(db, TYPE_DICT),
  };
}

/** Plain text from what a citizen typed: tags dropped (script and style with their content), entities read back. */
export function plainText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return stripped.replace(/&(lt|gt|quot|#39|amp);/g, (_m, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!).trim();
}

export function newTrackingNo(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `LZ${day}${Array.from({ length: 6 }, () => TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)]).join('')}`;
}

export interface PublicFeedbackInput {
  station: string;
  feedbackType: string;
  content: string;
  name?: string;
  mobile?: string;
  anonymous?: boolean;
  photoUrls?: string[];
}

async function stationHourlyLimit(db: Db): Promise<number> {
  const row = await db.selectFrom('infraConfig').select('value').where('configKey', '=', STATION_LIMIT_KEY).where('deleted', '=', false).executeTakeFirst();
  const value = Number(row?.value?.trim());
  return Number.isInteger(value) && value > 0 ? value : STATION_LIMIT_DEFAULT;
}

/** Whether a live feedback of any tenant holds the tracking number (the track page finds it by the number alone). */
async function trackingNoTaken(db: Db, trackingNo: string): Promise<boolean> {
  const { rows } = await sql`select 1 from renda_station_feedback where tracking_no = ${trackingNo} and deleted = false`.execute(db);
  return rows.length > 0;
}

/**
 * A citizen's submission (docs/stations.md): checked first — the station, the words, the photos — then in one
 * transaction, with the station's row locked so that its hourly limit holds across servers, the feedback (status
 * 待处理) and its 'submit' log entry are written and the station's deputies told. A refusal writes nothing.
 */
export async function submitPublicFeedback(db: Db, words: WordTrie, input: PublicFeedbackInput): Promise<{ trackingNo: string }> {
  const station = await publicStation(db, input.station);
  const content = plainText(input.content);
  if (!content) throw fail(StationErrors.PUBLIC_CONTENT_EMPTY);
  const anonymous = input.anonymous === true;
  const name = anonymous ? null : plainText(input.name ?? '') || null;
  const mobile = anonymous ? null : input.mobile?.trim() || null;
  const found = words.find(`${content}\n${name ?? ''}`);
  if (found.length) throw fail(StationErrors.PUBLIC_SENSITIVE, found.join('、'));
  const photoUrls = [...new Set(input.photoUrls ?? [])];
  if (photoUrls.length > MAX_PHOTOS) throw fail(StationErrors.PUBLIC_TOO_MANY_PHOTOS, String(MAX_PHOTOS));
  const root = new TenantScope(db, station.tenantId);
  if (photoUrls.length) {
    // only photos uploaded through the public upload for this station's tenant: nobody else's files, no outside URL
    const files = await root.selectFrom('infraFile').select('url').where('url', 'in', photoUrls)
      .where('creator', '=', PUBLIC_PHOTO_CREATOR).where('deleted', '=', false).execute();
    if (files.length !== photoUrls.length) throw fail(StationErrors.PUBLIC_PHOTO_UNKNOWN);
  }
  const limit = await stationHourlyLimit(db);
  let trackingNo = newTrackingNo();
  while (await trackingNoTaken(db, trackingNo)) trackingNo = newTrackingNo();

  return root.transaction(async (scope) => {
    await scope.selectFrom('rendaStation').select('id').where('id', '=', station.id).forUpdate().executeTakeFirstOrThrow();
    const since = new Date(Date.now() - 3600_000);
    const recent = await scope.selectFrom('rendaStationFeedback').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('stationId', '=', station.id).where('createTime', '>', since).executeTakeFirstOrThrow();
    if (Number(recent.n) >= limit) throw fail(StationErrors.PUBLIC_STATION_BUSY);
    const row = await scope.insertInto('rendaStationFeedback', {
      trackingNo, stationId: station.id, feedbackType: input.feedbackType, content, name, mobile, anonymous,
      photoUrls: photoUrls.length ? JSON.stringify(photoUrls) : null, status: '0', creator: '', updater: '',
    }).returning('id').executeTakeFirstOrThrow();
    const id = Number(row.id);
    await scope.insertInto('rendaStationFeedbackLog', { feedbackId: id, action: 'submit', operatorId: null, content: null, creator: '', updater: '' }).execute();
    await stationFeedbackArrived(scope, { id, trackingNo, stationId: station.id, stationName: station.name, feedbackType: input.feedbackType, content });
    return { trackingNo };
  });
}

/**
 * What the track page shows (docs/stations.md): the status, the reply and when — never a name, a mobile, the content
 * or a photo. A feedback that left a mobile is shown only with that mobile; one without (anonymous) with its number
 * alone. A wrong mobile and an unknown number get the same refusal.
 */
export async function trackPublicFeedback(db: Db, trackingNo: string, mobile: string | undefined) {
  const { rows } = await sql<{ tenantId: number; stationId: number; mobile: string | null }>`select tenant_id as "tenantId", station_id as "stationId", mobile
    from renda_station_feedback where tracking_no = ${trackingNo.trim().toUpperCase()} and deleted = false`.execute(db);
  const found = rows[0];
  if (!found || (found.mobile && found.mobile !== (mobile ?? '').trim())) throw fail(StationErrors.PUBLIC_TRACK_NOT_FOUND);
  const scope = new TenantScope(db, Number(found.tenantId));
  const feedback = await scope.selectFrom('rendaStationFeedback')
    .select(['trackingNo', 'stationId', 'feedbackType', 'status', 'reply', 'replyTime', 'finishTime', 'createTime'])
    .where('trackingNo', '=', trackingNo.trim().toUpperCase()).where('deleted', '=', false).executeTakeFirstOrThrow();
  const station = await scope.selectFrom('rendaStation').select('name').where('id', '=', Number(feedback.stationId)).executeTakeFirst();
  const time = (v: Date | string | null) => (v ? new Date(v).getTime() : null);
  const label = (options: { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;
  return {
    trackingNo: feedback.trackingNo, stationName: station?.name ?? '', feedbackType: feedback.feedbackType,
    feedbackTypeLabel: label(await dictOptions(db, TYPE_DICT), feedback.feedbackType), status: feedback.status,
    statusLabel: label(await dictOptions(db, STATUS_DICT), feedback.status),
    reply: feedback.reply, replyTime: time(feedback.replyTime), finishTime: time(feedback.finishTime), createTime: time(feedback.createTime),
  };
}
