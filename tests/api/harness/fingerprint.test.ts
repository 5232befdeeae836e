// The fuzz and permission harnesses prove "a refused request changed nothing" with these prints: they must see every
// committed change, and nothing else.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, fingerprinter, type Fingerprint } from '../../support/harness/fingerprint.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

describe('harness fingerprints', () => {
  let t: TestApp;
  let whole: () => Promise<Fingerprint>;
  let tenantTwo: () => Promise<Fingerprint>;
  const db = () => t.db;

  beforeAll(async () => {
    // a migrated and seeded database: the run's template, or seeded here when the day has changed since it was made
    t = await createTestApp();
    whole = await fingerprinter(db());
    tenantTwo = await fingerprinter(db(), { tenantId: 2 });
  });
  afterAll(async () => { await t.close(); });

  it('sees a committed insert, update and delete, each in its own table', async () => {
    let before = await whole();
    await sql`update system_dept set name = name || '改' where id = (select min(id) from system_dept)`.execute(db());
    let after = await whole();
    expect(changedTables(before, after)).toEqual(['system_dept']);
    before = after;
    await sql`insert into system_post (code, name, sort, status, tenant_id) values ('fp', '指纹', 9, 0, 1)`.execute(db());
    await sql`delete from system_dict_data where id = (select max(id) from system_dict_data)`.execute(db());
    after = await whole();
    expect(changedTables(before, after).sort()).toEqual(['system_dict_data', 'system_post']);
  });

  it('sees nothing of a rolled-back write, of a write of what was there, or of the log tables', async () => {
    const before = await whole();
    await expect(db().transaction().execute(async (tx) => {
      await sql`delete from system_post`.execute(tx);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    await sql`update system_dict_type set name = name`.execute(db());
    await sql`insert into system_login_log (log_type, user_type, username, result, user_ip, user_agent, tenant_id) values (100, 2, 'fp', 0, '127.0.0.1', 'test', 1)`.execute(db());
    expect(changedTables(before, await whole())).toEqual([]);
  });

  it('keeps each fingerprinter to its own reading: a tenant print sees only its tenant rows change', async () => {
    const wholeBefore = await whole();
    const twoBefore = await tenantTwo();
    await sql`update system_post set remark = 'tenant one' where tenant_id = 1`.execute(db());
    expect(changedTables(twoBefore, await tenantTwo())).toEqual([]);
    expect(changedTables(wholeBefore, await whole())).toEqual(['system_post']);
    await sql`update system_post set remark = 'tenant two' where tenant_id = 2`.execute(db());
    expect(changedTables(twoBefore, await tenantTwo())).toEqual(['system_post']);
  });
});
