import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashPassword } from '../../modules/system/auth/passwords.ts';
import { nicknameKeys } from '../../modules/system/user/nicknamePinyin.ts';
import { GIVEN_CHARS, SURNAMES } from './names.ts';
import { SCALE_CREATOR, type ScaleTenant } from './scaleTenants.ts';

export const SCALE_DEPUTY_PASSWORD = 'deputy123';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const keyed = (chars: readonly string[]) => chars.map((ch, i) => ({ i, ch, ...pinyinOf(ch) }));
const pinyinOf = (ch: string) => {
  const keys = nicknameKeys(ch);
  return { py: keys.nicknamePinyin, ini: keys.nicknameInitials };
};

/**
 * `count` deputies, dealt to the tenants in turn (deputy g to tenant (g - 1) mod T), in one statement: a surname
 * drawn with the common ones first (the square of an even spread), one or two given-name characters, the search keys
 * as nicknameKeys would compute them (each character's pinyin joined: the characters are read one way only), a
 * number, a mobile, the tenant's level, a delegation and an area. All sign in with deputy123 (one hash).
 *
 * Afterwards the temporary table `scale_deputy (tenant_id, n, id)` numbers each tenant's deputies from 0, which the
 * proposals, answers and duty items join on instead of looking up a user per row.
 */
export async function createScaleDeputies(trx: Db, tenants: ScaleTenant[], count: number): Promise<void> {
  const T = tenants.length;
  const t = sql`(select * from jsonb_to_recordset(${json(tenants)}) as x(k int, id bigint, name text, level text))`;
  const password = await hashPassword(SCALE_DEPUTY_PASSWORD);
  const S = SURNAMES.length;
  const G = GIVEN_CHARS.length;
  await sql`insert into system_users (tenant_id, username, password, nickname, nickname_pinyin, nickname_initials, renda_no, sex, mobile,
      dept_id, area_id, deputy_level, delegation_type, area_source, reappointment_status, education, remark, creator, updater)
    select t.id, 'sd' || g, ${password}, s.ch || g1.ch || coalesce(g2.ch, ''), s.py || g1.py || coalesce(g2.py, ''),
      s.ini || g1.ini || coalesce(g2.ini, ''), 'JN' || lpad(t.k::text, 2, '0') || lpad(g::text, 7, '0'), case when (g - 1) / ${T} % 100 < 62 then 1 else 2 end,
      '139' || lpad(g::text, 8, '0'), dl.id, ar.id, t.level, '1', '1', case when (g - 1) / ${T} % 20 < 11 then '1' when (g - 1) / ${T} % 20 < 19 then '2' else '3' end,
      (1 + (g - 1) / ${T} % 6)::text, case when t.k = 0 then '省人大代表' else '市人大代表' end, ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from generate_series(1, ${count}::int) g
    join ${t} t on t.k = (g - 1) % ${T}
    join jsonb_to_recordset(${json(keyed(SURNAMES))}) as s(i int, ch text, py text, ini text)
      on s.i = least(${S - 1}, floor(power(((g * 7919) % 10007) / 10007.0, 2) * ${S})::int)
    join jsonb_to_recordset(${json(keyed(GIVEN_CHARS))}) as g1(i int, ch text, py text, ini text) on g1.i = (g * 7907 + 11) % 10009 % ${G}
    left join jsonb_to_recordset(${json(keyed(GIVEN_CHARS))}) as g2(i int, ch text, py text, ini text) on g2.i = (g * 6151 + 5) % 9973 % ${G} and (g - 1) / ${T} % 10 < 7
    left join lateral (select d.id from system_dept d join system_dept root on root.id = d.parent_id and root.name = '代表团'
      where d.tenant_id = t.id and d.sort = 1 + ((g - 1) / ${T}) % 12 limit 1) dl on true
    left join lateral (select a.id from renda_area a where a.tenant_id = t.id and a.sort = 1 + ((g - 1) / ${T}) % 12 limit 1) ar on true`.execute(trx);
  await sql`insert into system_user_role (tenant_id, user_id, role_id, creator, updater)
    select u.tenant_id, u.id, r.id, ${SCALE_CREATOR}, ${SCALE_CREATOR}
    from system_users u join system_role r on r.tenant_id = u.tenant_id and r.code = 'deputy' and not r.deleted
    where u.tenant_id in (select tt.id from ${t} tt) and u.creator = ${SCALE_CREATOR} and u.username like 'sd%'`.execute(trx);
  await sql`create temporary table scale_deputy on commit drop as
    select u.tenant_id, (substr(u.username, 3)::int - 1) / ${T} as n, u.id
    from system_users u where u.tenant_id in (select tt.id from ${t} tt) and u.creator = ${SCALE_CREATOR} and u.username like 'sd%'`.execute(trx);
  await sql`create unique index on scale_deputy (tenant_id, n)`.execute(trx);
  await sql`analyze scale_deputy`.execute(trx);
}

/** How many deputies tenant k holds when `count` are dealt to `tenants` in turn. */
export const deputiesOf = (k: number, count: number, tenants: number): number => (count > k ? Math.floor((count - k - 1) / tenants) + 1 : 0);
