import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { expectAnswered, type Session } from '../../support/contract/call.ts';
import * as auth from '../../support/contract/login.ts';
import * as tenant from '../../support/contract/system/tenant.ts';
import { getTenantIdByName } from '../../support/contract/system/tenant.ts';
import { getTenantPackageList } from '../../support/contract/system/tenantPackage.ts';

/** 租户管理 of the yudao v1.6.2 vue2 client (tests/support/contract/system/tenant.ts), as the platform's administrator. */
describe('a yudao v1.6.2 client: the tenant page', () => {
  let t: TestApp;
  let admin: Session;
  // A picked day range, as addBeginAndEndTime sends it.
  const RANGE = { begin: '2000-01-01 00:00:00', end: '2999-12-31 23:59:59' };

  beforeAll(async () => {
    t = await createTestApp();
    admin = { token: (await expectAnswered<{ accessToken: string }>(t, auth.login('admin', 'admin123'), { tenantId: 1 })).accessToken, tenantId: 1 };
  });
  afterAll(() => t?.close());

  it('lists, creates a tenant with its administrator, updates it with the form sent back, exports, deletes', async () => {
    await expectAnswered(t, tenant.getTenantPage(), admin);
    await expectAnswered(t, tenant.getTenantPage({ status: '', beginCreateTime: RANGE.begin, endCreateTime: RANGE.end }), admin);
    const packages = await expectAnswered<{ id: number }[]>(t, getTenantPackageList, admin);
    const id = await expectAnswered<number>(t, tenant.createTenant({
      name: '契约区人大', packageId: packages[0]!.id, contactName: '王五', contactMobile: '13900002222',
      username: 'yudaotenant', password: 'yudao123', accountCount: 20, expireTime: Date.UTC(2099, 11, 31) - 8 * 3600_000,
      // the form's placeholder asks for a domain, and a bare host is what people type (issue 40 point 4)
      domain: 'contract.example.cn',
    }), admin);
    // the seeded tenant opens with every field its form requires (绑定域名 included)
    await expectAnswered(t, tenant.getTenant(1), admin);
    const got = await expectAnswered(t, tenant.getTenant(id), admin);
    await expectAnswered(t, tenant.updateTenant(got, { contactName: '赵六', accountCount: 30 }), admin);
    expect(await expectAnswered(t, tenant.getTenant(id), admin)).toMatchObject({ contactName: '赵六', accountCount: 30, name: '契约区人大' });
    expect(await expectAnswered(t, getTenantIdByName('契约区人大'), { tenantId: null })).toBe(id);
    await expectAnswered(t, tenant.exportTenantExcel({ status: '' }), admin);
    await expectAnswered(t, tenant.deleteTenant(id), admin);
  });
});
