import { sql } from 'kysely';
import type { MapConfig } from '../../../../shared/map/mapConfig.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { wallClockMinute } from '../../../wallClock.ts';
import { DEPUTY_ROLE, holdersOfRole } from '../../system/permission/permissionService.ts';
import { ActivityErrors } from './activityErrors.ts';
import { CheckInErrors } from './checkInErrors.ts';
import { haversineMetres, wgs84ToGcj02 } from './geo.ts';
import { areStoredImages } from './storedImages.ts';
import { syncDutySource } from '../dutyRecord/dutySources.ts';
import { DutyKind } from '../dutyRecord/dutyItems.ts';

/**
 * A deputy's part in a duty activity (docs/activities.md "Sign-up, check-in and the roster", decision 96): sign-up
 * and withdrawal (the limit held under the activity's row lock), the check-in on the spot (the server measures the
 * distance), the staff's roster and attendance marked by hand. Every command is one transaction that locks what it
 * changes.
 */

/** renda_activity_user.join_type */
export const JOIN = { INVITED: 1, SIGNED_UP: 2 } as const;
/** The check-in opens this long before the start and closes at the end. */
export const CHECKIN_OPENS_BEFORE_MS = 30 * 60 * 1000;
const CANCELLED = 3;
const ENDED = 2;

const ms = (v: Date | string | number): number => (v instanceof Date ? v.getTime() : new Date(v).getTime());
const minute = (v: Date | string | number): string => wallClockMinute(new Date(ms(v)));

async function lockActivity(txScope: TenantScope, id: number) {
  const row = await txScope.selectFrom('rendaActivity').selectAll().where('id', '=', id).where('deleted', '=', false).forUpdate().executeTakeFirst();
  if (!row) throw fail(ActivityErrors.NOT_EXISTS);
  return row;
}

async function linkOf(txScope: TenantScope, activityId: number, userId: number) {
  return txScope.selectFrom('rendaActivityUser').selectAll().where('activityId', '=', activityId).where('userId', '=', userId)
    .where('deleted', '=', false).forUpdate().executeTakeFirst();
}

/** 报名: an enabled deputy joins an activity open for sign-up, before its closing time and while places are left. */
export async function signUp(scope: TenantScope, userId: number, activityId: number): Promise<void> {
  await scope.transaction(async (txScope) => {
    // the activity's row lock makes sign-ups for it take turns: the count below sees every committed one
    const activity = await lockActivity(txScope, activityId);
    const deputy = await txScope.selectFrom('systemUsers').select('id').where('id', '=', userId).where('status', '=', 0).where('deleted', '=', false)
      .where('id', 'in', holdersOfRole(txScope, DEPUTY_ROLE)).executeTakeFirst();
    if (!deputy) throw fail(CheckInErrors.NOT_DEPUTY);
    if (!activity.signupOpen || activity.status === CANCELLED || activity.status === ENDED) throw fail(CheckInErrors.SIGNUP_CLOSED, activity.title);
    const closes = activity.signupDeadline ?? activity.startTime;
    if (Date.now() > ms(closes)) throw fail(CheckInErrors.SIGNUP_DEADLINE, activity.title, minute(closes));
    if (await linkOf(txScope, activityId, userId)) throw fail(CheckInErrors.SIGNUP_ALREADY, activity.title);
    if (activity.signupLimit !== null && activity.signupLimit !== undefined) {
      const { count } = await txScope.selectFrom('rendaActivityUser').select((eb) => eb.fn.countAll<string>().as('count'))
        .where('activityId', '=', activityId).where('joinType', '=', JOIN.SIGNED_UP).where('deleted', '=', false).executeTakeFirstOrThrow();
      if (Number(count) >= Number(activity.signupLimit)) throw fail(CheckInErrors.SIGNUP_FULL, activity.title, String(activity.signupLimit));
    }
    await txScope.insertInto('rendaActivityUser', { activityId, userId, joinType: JOIN.SIGNED_UP, creator: String(userId), updater: String(userId) }).execute();
  });
}

/** 取消报名: one's own sign-up (not an invitation), before the activity starts and before checking in. */
export async function withdraw(scope: TenantScope, userId: number, activityId: number): Promise<void> {
  await scope.transaction(async (txScope) => {
    const activity = await lockActivity(txScope, activityId);
    const link = await linkOf(txScope, activityId, userId);
    if (!link || link.joinType !== JOIN.SIGNED_UP) throw fail(CheckInErrors.SIGNUP_NOT_FOUND, activity.title);
    if (link.checkinTime) throw fail(CheckInErrors.WITHDRAW_CHECKED_IN);
    if (Date.now() >= ms(activity.startTime)) throw fail(CheckInErrors.WITHDRAW_STARTED, activity.title);
    await txScope.updateTable('rendaActivityUser').set({ deleted: true, updater: String(userId), updateTime: new Date() }).where('id', '=', link.id).execute();
  });
}

export interface CheckInInput {
  id: number;
  longitude: number;
  latitude: number;
  photoUrl?: string;
}

/**
 * 签到 on the spot: a participant (invited or signed up), from 30 minutes before the start to the end, inside the
 * circle. The position is the browser's (WGS-84); activities placed on AMap have GCJ-02 centres, so the position is
 * shifted the same way before measuring. Once only: a second check-in is refused with the first one's time.
 */
export async function checkIn(scope: TenantScope, userId: number, input: CheckInInput, map: MapConfig): Promise<{ distance: number; checkinTime: number }> {
  return scope.transaction(async (txScope) => {
    const activity = await txScope.selectFrom('rendaActivity').selectAll().where('id', '=', input.id).where('deleted', '=', false).executeTakeFirst();
    if (!activity) throw fail(ActivityErrors.NOT_EXISTS);
    const link = await linkOf(txScope, input.id, userId);
    if (!link) throw fail(CheckInErrors.NOT_PARTICIPANT, activity.title);
    if (link.checkinTime) throw fail(CheckInErrors.ALREADY, minute(link.checkinTime));
    if (activity.status === CANCELLED) throw fail(CheckInErrors.CANCELLED, activity.title);
    const now = Date.now();
    const opens = ms(activity.startTime) - CHECKIN_OPENS_BEFORE_MS;
    if (now < opens) throw fail(CheckInErrors.NOT_YET, activity.title, minute(opens), minute(activity.endTime));
    if (now > ms(activity.endTime)) throw fail(CheckInErrors.CLOSED, activity.title, minute(activity.endTime));
    if (activity.longitude === null || activity.latitude === null) throw fail(CheckInErrors.NO_PLACE, activity.title);
    const [lng, lat] = map.provider === 'amap' ? wgs84ToGcj02(input.longitude, input.latitude) : [input.longitude, input.latitude];
    const distance = Math.round(haversineMetres(Number(activity.longitude), Number(activity.latitude), lng, lat));
    const radius = Number(activity.checkinRadius);
    if (distance > radius) throw fail(CheckInErrors.OUT_OF_RANGE, String(distance), String(radius));
    if (input.photoUrl && !(await areStoredImages(txScope, [input.photoUrl]))) throw fail(CheckInErrors.PHOTO_NOT_IMAGE);
    const at = new Date(now);
    await txScope.updateTable('rendaActivityUser').set({
      checkinTime: at, checkinLongitude: input.longitude, checkinLatitude: input.latitude, checkinDistance: distance,
      checkinPhotoUrl: input.photoUrl || null, updater: String(userId), updateTime: at,
    }).where('id', '=', link.id).execute();
    // the check-in is a duty in the deputy's record, in the same transaction
    await syncDutySource(txScope, DutyKind.ACTIVITY, input.id);
    return { distance, checkinTime: now };
  });
}

/** A participant's attendance as the roster says it. */
export type AttendanceState = 'checkedIn' | 'present' | 'absent' | 'pending';

/**
 * 参加情况 (the staff's roster): every participant with how they came (邀请 / 报名), their check-in, and their state —
 * checked in on the spot, marked present or absent by hand (who, when, why), absent once the activity ended without
 * either, pending before.
 */
export async function roster(scope: TenantScope, activityId: number) {
  const activity = await scope.selectFrom('rendaActivity').select(['id', 'title', 'startTime', 'endTime', 'signupOpen', 'signupLimit', 'signupDeadline', 'checkinRadius'])
    .where('id', '=', activityId).where('deleted', '=', false).executeTakeFirst();
  if (!activity) throw fail(ActivityErrors.NOT_EXISTS);
  const rows = await scope.selectFrom('rendaActivityUser')
    .leftJoin('systemUsers as deputy', 'deputy.id', 'rendaActivityUser.userId')
    .leftJoin('systemUsers as marker', 'marker.id', 'rendaActivityUser.markedBy')
    .select(['rendaActivityUser.userId', 'rendaActivityUser.joinType', 'rendaActivityUser.createTime as joinTime', 'rendaActivityUser.checkinTime',
      'rendaActivityUser.checkinDistance', 'rendaActivityUser.checkinPhotoUrl', 'rendaActivityUser.attendance', 'rendaActivityUser.markTime',
      'rendaActivityUser.markReason', 'deputy.nickname as deputyName', 'deputy.mobile as mobile', 'marker.nickname as markerName'])
    .where('rendaActivityUser.activityId', '=', activityId).where('rendaActivityUser.deleted', '=', false)
    .orderBy('rendaActivityUser.joinType').orderBy('rendaActivityUser.id').execute();
  const ended = Date.now() > ms(activity.endTime);
  const list = rows.map((r) => {
    const state: AttendanceState = r.attendance === 1 ? (r.checkinTime ? 'checkedIn' : 'present') : r.attendance === 0 ? 'absent'
      : r.checkinTime ? 'checkedIn' : ended ? 'absent' : 'pending';
    return { ...r, state };
  });
  const count = (s: AttendanceState[]) => list.filter((r) => s.includes(r.state)).length;
  return {
    activity,
    summary: {
      invited: list.filter((r) => r.joinType === JOIN.INVITED).length,
      signedUp: list.filter((r) => r.joinType === JOIN.SIGNED_UP).length,
      checkedIn: count(['checkedIn', 'present']),
      absent: count(['absent']),
    },
    list,
  };
}

/** 补登考勤: staff mark a participant present or absent by hand, with a reason; who and when are recorded. */
export async function markAttendance(scope: TenantScope, staffId: number, input: { id: number; userId: number; present: boolean; reason?: string }): Promise<void> {
  const reason = input.reason?.trim() ?? '';
  if (!reason) throw fail(CheckInErrors.MARK_REASON_REQUIRED);
  await scope.transaction(async (txScope) => {
    const activity = await lockActivity(txScope, input.id);
    const link = await linkOf(txScope, input.id, input.userId);
    if (!link) {
      const user = await txScope.selectFrom('systemUsers').select('nickname').where('id', '=', input.userId).executeTakeFirst();
      throw fail(CheckInErrors.MARK_NOT_PARTICIPANT, user?.nickname ?? String(input.userId), activity.title);
    }
    const now = new Date();
    await txScope.updateTable('rendaActivityUser').set({
      attendance: input.present ? 1 : 0, markedBy: staffId, markTime: now, markReason: reason, updater: String(staffId), updateTime: now,
    }).where('id', '=', link.id).execute();
    // present enters the record, absent leaves it (even after a check-in)
    await syncDutySource(txScope, DutyKind.ACTIVITY, input.id);
  });
}

export interface MyActivityFilter {
  pageNo: number;
  pageSize: number;
  /** joined: invited or signed up; open: open for sign-up and not joined; none: both */
  scope?: 'joined' | 'open';
}

/**
 * 我的活动: the activities the caller takes part in (invited or signed up) and those open for sign-up that are not over
 * or cancelled, newest first, with the caller's own part and the places taken.
 */
export async function myActivities(scope: TenantScope, userId: number, q: MyActivityFilter) {
  const base = () => {
    let query = scope.selectFrom('rendaActivity')
      .leftJoin('rendaActivityUser as link', (join) => join.onRef('link.activityId', '=', 'rendaActivity.id')
        .on('link.userId', '=', userId).on('link.deleted', '=', false).on('link.tenantId', '=', scope.tenantId))
      .where('rendaActivity.deleted', '=', false);
    const open = (eb: any) => eb.and([eb('rendaActivity.signupOpen', '=', true), eb('rendaActivity.status', 'in', [0, 1]), eb('rendaActivity.endTime', '>=', new Date())]);
    if (q.scope === 'joined') query = query.where('link.id', 'is not', null);
    else if (q.scope === 'open') query = query.where('link.id', 'is', null).where(open);
    else query = query.where((eb) => eb.or([eb('link.id', 'is not', null), open(eb)]));
    return query;
  };
  const { total } = await base().select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const list = await base()
    .select(['rendaActivity.id', 'rendaActivity.title', 'rendaActivity.activityType', 'rendaActivity.organizerType', 'rendaActivity.startTime',
      'rendaActivity.endTime', 'rendaActivity.address', 'rendaActivity.longitude', 'rendaActivity.latitude', 'rendaActivity.checkinRadius',
      'rendaActivity.status', 'rendaActivity.signupOpen', 'rendaActivity.signupLimit', 'rendaActivity.signupDeadline',
      'link.joinType', 'link.checkinTime', 'link.checkinDistance', 'link.attendance'])
    .select(sql<string>`(select count(*) from renda_activity_user s where s.activity_id = renda_activity.id and s.tenant_id = renda_activity.tenant_id
      and s.join_type = ${JOIN.SIGNED_UP} and not s.deleted)`.as('signupCount'))
    .orderBy('rendaActivity.startTime', 'desc').orderBy('rendaActivity.id', 'desc')
    .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  return {
    total: Number(total),
    list: list.map((r) => ({
      ...r, signupCount: Number(r.signupCount), longitude: r.longitude === null ? null : Number(r.longitude), latitude: r.latitude === null ? null : Number(r.latitude),
      checkinOpens: ms(r.startTime) - CHECKIN_OPENS_BEFORE_MS,
    })),
  };
}
