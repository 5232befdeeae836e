import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { expectAnswered } from '../../support/contract/call.ts';
import * as auth from '../../support/contract/login.ts';
import { getRouters } from '../../support/contract/menu.ts';
import { VUE2_VIEWS } from '../../support/contract/vue2Views.ts';

/**
 * What the yudao v1.6.2 vue2 client does with the menus it is sent (issue 40 points 1 and 2), beyond the request
 * replayed in yudaoClient.test.ts: its sidebar must be able to open each page, and each page must name a view it has.
 */
describe('a yudao v1.6.2 vue2 client navigating by its sidebar', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('gets no page carrying alwaysShow', async () => {
    // The 1.6.2 sidebar (Sidebar/SidebarItem.vue) draws an entry with `alwaysShow` as a submenu, so a page carrying it
    // opened nothing; a 1.6.2 server never sent it, and no page here does.
    const tokens = await expectAnswered<{ accessToken: string }>(t, auth.login('admin', 'admin123'), { tenantId: 1 });
    type Route = { name: string; component: string | null; alwaysShow?: boolean; children?: Route[] };
    const routes = await expectAnswered<Route[]>(t, getRouters, { token: tokens.accessToken, tenantId: 1 });
    const pages = (list: Route[]): Route[] => list.flatMap((r) => (r.children?.length ? pages(r.children) : r.component ? [r] : []));
    expect(pages(routes).length).toBeGreaterThan(20);
    expect(pages(routes).filter((r) => 'alwaysShow' in r).map((r) => r.name)).toEqual([]);
  });

  it("opens every system, infra and BPM menu it has a view for: the menus name the client's own views", async () => {
    // The client loads `@/views/${component}`; a path it lacks is a blank page. Pages that 1.6.2 does not have (later
    // yudao's mail, in-site messages, social sign-in, 抄送我的, 流程分类; ours) name what our client knows.
    const NOT_IN_1_6_2 = /^(system\/(mail|notify|social)\/|bpm\/task\/(open|copy)$|bpm\/category\/index$)/;
    const rows = await t.db.selectFrom('systemMenu').select(['name', 'component']).where('deleted', '=', false).where('component', 'is not', null).execute();
    const theirs = rows.filter((r) => /^(system|infra|bpm)\//.test(r.component!) && !NOT_IN_1_6_2.test(r.component!));
    expect(theirs.length).toBeGreaterThan(30);
    expect(theirs.filter((r) => !VUE2_VIEWS.has(r.component!)).map((r) => `${r.name} ${r.component}`)).toEqual([]);
    // the four that had the later clients' paths
    expect(rows.filter((r) => ['租户套餐', '短信渠道', '短信模板', '短信日志'].includes(r.name)).map((r) => r.component).sort())
      .toEqual(['system/sms/smsChannel', 'system/sms/smsLog', 'system/sms/smsTemplate', 'system/tenantPackage/index']);
  });
});
