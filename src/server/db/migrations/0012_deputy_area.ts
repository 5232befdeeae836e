import { sql, type Kysely } from 'kysely';
import { INITIALS_MAX, nicknameKeys, PINYIN_MAX } from '../../modules/system/user/nicknamePinyin.ts';

/**
 * The deputy picker's pinyin search (issue 16): each user's nickname as pinyin and initials, kept by every write of
 * a nickname (withNicknameKeys) and filled here for the users that exist. The picker matches them by prefix, which
 * a `text_pattern_ops` index led by the tenant answers on PostgreSQL whatever the collation. The deputy's record
 * fields and the areas (renda_area) are manifest fields: the table sync adds them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`alter table system_users add column nickname_pinyin varchar(${PINYIN_MAX}), add column nickname_initials varchar(${INITIALS_MAX})`).execute(db);
  const users = await db.selectFrom('system_users').select(['id', 'nickname']).execute();
  for (let i = 0; i < users.length; i += 500) {
    const rows = users.slice(i, i + 500).map((u) => {
      const keys = nicknameKeys(String(u.nickname));
      return sql`(${u.id}::bigint, ${keys.nicknamePinyin}, ${keys.nicknameInitials})`;
    });
    await sql`update system_users u set nickname_pinyin = v.p, nickname_initials = v.i
      from (values ${sql.join(rows)}) as v(id, p, i) where u.id = v.id`.execute(db);
  }
  await sql.raw('create index idx_system_users_nickname_pinyin on system_users (tenant_id, nickname_pinyin text_pattern_ops) where not deleted').execute(db);
  await sql.raw('create index idx_system_users_nickname_initials on system_users (tenant_id, nickname_initials text_pattern_ops) where not deleted').execute(db);
}
