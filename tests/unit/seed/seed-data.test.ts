import { describe, expect, it } from 'vitest';
import {
  configs,
  dictTypes,
  menus,
  roles,
  DISTRICT_PACKAGE_MENU_IDS,
  tenant2Users,
  tenantAdminRole,
  tenantPackages,
  tenants,
  users,
  withAncestorsAndButtons,
  type MenuSeed,
} from '../../../src/server/seed/demo';

/** SPEC §2.2, except /index (a fixed client route). Numeric ids as React-Router params. */
const SPEC_ROUTES = [
  '/user/profile',
  '/dict/type/data/:dictId',
  '/selection/type/index/:areaId',
  '/job/log',
  '/codegen/edit/:tableId',
  '/bpm/oa/leave/create',
  '/bpm/oa/leave/detail',
  '/print',
  '/proposal/create',
  '/proposal/detail',
  '/proposal/process-instance/detail',
  '/survey/design',
  '/survey/statistics',
  '/preview',
  '/my-answer',
  '/bpm/manager/form',
  '/bpm/manager/form/edit',
  '/bpm/manager/definition',
  '/bpm/manager/model/design',
  '/bpm/process-instance/create',
  '/bpm/process-instance/detail',
  '/preview-report',
  '/preview-pdf',
  '/demos/home',
];

/** Management screens that must be in the sidebar, with their view keys. */
const SIDEBAR_PAGES: Record<string, string> = {
  '/system/user': 'system/user/index',
  '/system/role': 'system/role/index',
  '/system/menu': 'system/menu/index',
  '/system/dict': 'system/dict/index',
  '/system/tenant': 'system/tenant/index',
  '/system/log/login-log': 'system/loginlog/index',
  '/infra/config': 'infra/config/index',
  '/infra/job': 'infra/job/index',
  '/infra/codegen': 'infra/codegen/index',
  '/infra/file': 'infra/file/index',
  '/renda/survey': 'renda/survey/index',
  '/renda/question': 'renda/question/index',
  '/renda/answer': 'renda/answer/index',
  '/renda/group': 'renda/group/index',
  '/renda/selection': 'renda/selection/index',
  '/renda/proposal': 'renda/proposal/index',
  '/bpm/manager/model': 'bpm/model/index',
  '/bpm/manager/user-group': 'bpm/group/index',
  '/bpm/task/my': 'bpm/processInstance/index',
  '/bpm/task/todo': 'bpm/task/todo',
  '/bpm/task/done': 'bpm/task/done',
  '/bpm/oa/leave': 'bpm/oa/leave/index',
  '/demos/home': 'demos/home/index',
};

/** SPEC §3 "Dictionary types", product-specific then generic. */
const EXPECTED_DICT_TYPES = [
  'renda_report_status',
  'renda_report_duties_type',
  'renda_annual_type',
  'renda_activity_type',
  'renda_organizer_type',
  'renda_delegation_type',
  'renda_intra_group_type',
  'renda_reporting_unit_type',
  'renda_proposal_type',
  'renda_proposal_category',
  'renda_proposal_result',
  'renda_open_status',
  'renda_survey_status',
  'renda_survey_type',
  'renda_question_type',
  'renda_reappointment_status',
  'renda_score_level',
  'renda_handle_result',
  'renda_handle_type',
  'renda_satisfaction_status',
  'renda_area_source',
  'renda_five_level',
  'renda_station_feedback_status',
  'renda_station_feedback_type',
  'renda_education',
  'renda_city',
  'renda_functional_zone',
  'renda_process_result',
  'user_type',
  'common_status',
  'system_user_sex',
  'system_menu_type',
  'system_role_type',
  'system_data_scope',
  'system_notice_type',
  'system_operate_type',
  'system_login_type',
  'system_login_result',
  'system_sms_channel_code',
  'system_sms_template_type',
  'system_sms_send_status',
  'system_sms_receive_status',
  'system_error_code_type',
  'system_oauth2_grant_type',
  'infra_boolean_string',
  'infra_job_status',
  'infra_job_log_status',
  'infra_config_type',
  'infra_file_storage',
  'infra_codegen_template_type',
  'infra_codegen_scene',
  'bpm_model_category',
  'bpm_model_form_type',
  'bpm_task_assign_rule_type',
  'bpm_process_instance_status',
  'bpm_process_instance_result',
  'bpm_task_assign_script',
  'bpm_oa_leave_type',
  'pay_order_status',
  'pay_refund_status',
];

const PERMISSION = /^[a-z-]+(:[a-z-]+){2}$/;
const byId = new Map(menus.map((m) => [m.id, m]));

function joinedPath(m: MenuSeed): string {
  const parent = byId.get(m.parentId);
  return parent ? `${joinedPath(parent)}/${m.path}` : (m.path ?? '');
}

function ancestors(m: MenuSeed): number[] {
  const out: number[] = [];
  for (let p = byId.get(m.parentId); p; p = byId.get(p.parentId)) out.push(p.id);
  return out;
}

const pages = menus.filter((m) => m.type === 2);
const buttons = menus.filter((m) => m.type === 3);
const pageByPath = new Map(pages.map((m) => [joinedPath(m), m]));

function dictData(type: string): Map<string, string> {
  const t = dictTypes.find((x) => x.type === type);
  return new Map((t?.data ?? []).map((x) => [x.value, x.label]));
}

describe('seed menus', () => {
  it('have unique positive ids and existing parents', () => {
    const ids = menus.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of menus) {
      expect(Number.isInteger(m.id) && m.id > 0, `id ${m.id}`).toBe(true);
      if (m.parentId !== 0) expect(byId.has(m.parentId), `parent of ${m.id}`).toBe(true);
    }
  });

  it('follow the directory → page → button scheme', () => {
    for (const m of menus) {
      const parent = byId.get(m.parentId);
      const where = `${m.id} ${m.name}`;
      if (m.type === 3) {
        expect(parent?.type, where).toBe(2);
        expect(m.path ?? '', where).toBe('');
        expect(m.component ?? null, where).toBeNull();
        continue;
      }
      expect(m.path, where).toBeTruthy();
      if (m.parentId === 0) expect(m.path, where).toMatch(/^(\/|https?:\/\/)/);
      else {
        expect(parent?.type, where).toBe(1);
        expect(m.path, where).not.toMatch(/^\//);
      }
      if (m.type === 1) {
        expect(m.component ?? null, where).toBeNull();
        expect(m.permission ?? '', where).toBe('');
      } else {
        expect(m.component, where).toMatch(/^[a-z][A-Za-z]*(\/[a-z][A-Za-z]*)+$/);
        expect(m.componentName, where).toMatch(/^[A-Z][A-Za-z]+$/);
      }
    }
  });

  it('number buttons 1..n and keep sibling sorts ascending with unique names', () => {
    const siblings = new Map<number, MenuSeed[]>();
    for (const m of menus) siblings.set(m.parentId, [...(siblings.get(m.parentId) ?? []), m]);
    for (const [parentId, list] of siblings) {
      const sorts = list.map((m) => m.sort);
      expect(sorts, `sorts under ${parentId}`).toEqual([...sorts].sort((a, b) => a - b));
      expect(new Set(sorts).size, `sorts under ${parentId}`).toBe(sorts.length);
      expect(new Set(list.map((m) => m.name)).size, `names under ${parentId}`).toBe(list.length);
      const btns = list.filter((m) => m.type === 3);
      expect(btns.map((b) => b.sort)).toEqual(btns.map((_, i) => i + 1));
    }
  });

  it('give every page a unique component key and component name', () => {
    const keys = pages.map((p) => p.component);
    expect(new Set(keys).size).toBe(keys.length);
    const names = pages.map((p) => p.componentName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('give every page and button a module:resource:action permission', () => {
    for (const m of [...pages, ...buttons]) expect(m.permission, `${m.id} ${m.name}`).toMatch(PERMISSION);
  });

  it.each(SPEC_ROUTES)('resolve SPEC route %s to a page', (route) => {
    expect(pageByPath.get(route), route).toBeDefined();
  });

  it('put the management screens in the sidebar with their view keys', () => {
    for (const [route, component] of Object.entries(SIDEBAR_PAGES)) {
      const p = pageByPath.get(route);
      expect(p?.component, route).toBe(component);
      expect(p?.visible, route).not.toBe(false);
      expect(p?.keepAlive, route).toBe(true);
      for (const a of ancestors(p!)) expect(byId.get(a)?.visible, `${route} ancestor ${a}`).not.toBe(false);
    }
    expect(pageByPath.get('/renda/survey')?.permission).toBe('renda:survey:query');
    expect(pageByPath.get('/infra/config')?.permission).toBe('infra:config:query');
  });

  it('hide detail, edit and standalone pages from the sidebar', () => {
    const sidebar = new Set(Object.keys(SIDEBAR_PAGES).concat('/bpm/manager/form', '/bpm/manager/definition'));
    for (const route of SPEC_ROUTES.filter((r) => !sidebar.has(r))) {
      const p = pageByPath.get(route)!;
      const hiddenHere = p.visible === false || ancestors(p).some((a) => byId.get(a)?.visible === false);
      expect(hiddenHere, route).toBe(true);
    }
  });

  it('let every hidden page in the shell highlight the sidebar page it belongs to (activeMenu)', () => {
    const withActive = pages.filter((m) => m.activeMenu);
    expect(withActive.map((m) => joinedPath(m))).toContain('/dict/type/data/:dictId');
    for (const m of withActive) {
      const target = pageByPath.get(m.activeMenu!);
      expect(m.visible, joinedPath(m)).toBe(false);
      expect(target, `${joinedPath(m)} → ${m.activeMenu}`).toBeDefined();
      for (const a of [target!.id, ...ancestors(target!)]) expect(byId.get(a)?.visible, `${m.activeMenu} (${a})`).not.toBe(false);
    }
  });

  it('include an external link that opens in a new tab', () => {
    expect(menus.some((m) => m.parentId === 0 && /^https?:\/\//.test(m.path ?? ''))).toBe(true);
  });

  it('carry the permission codes the screens to come rely on', () => {
    const codes = new Set([...pages, ...buttons].map((m) => m.permission));
    for (const code of [
      'renda:survey:create',
      'renda:survey:update',
      'renda:survey:delete',
      'renda:survey:export',
      'renda:survey:publish',
      'system:user:update-password',
      'system:permission:assign-role-menu',
      'system:login-log:query',
      'bpm:model:deploy',
      'bpm:process-instance:cancel',
      'bpm:task:update',
      'bpm:oa-leave:create',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
  });
});

describe('seed roles', () => {
  it('have the four codes, super_admin built in and without explicit grants', () => {
    expect(roles.map((r) => r.code).sort()).toEqual(['admin', 'dbt', 'deputy', 'super_admin']);
    const superAdmin = roles.find((r) => r.code === 'super_admin')!;
    expect(superAdmin.type).toBe(1);
    expect(superAdmin.menuIds).toEqual([]);
    expect(new Set(roles.map((r) => r.id)).size).toBe(roles.length);
  });

  it('grant existing menus, their ancestors and the buttons of granted pages', () => {
    for (const role of roles) {
      const granted = new Set(role.menuIds);
      expect(granted.size, role.code).toBe(role.menuIds.length);
      for (const id of role.menuIds) {
        const m = byId.get(id);
        expect(m, `${role.code} → ${id}`).toBeDefined();
        for (const a of ancestors(m!)) expect(granted.has(a), `${role.code}: ancestor ${a} of ${id}`).toBe(true);
        if (m!.type === 2) {
          for (const b of buttons.filter((x) => x.parentId === id)) {
            expect(granted.has(b.id), `${role.code}: button ${b.id} of ${id}`).toBe(true);
          }
        }
      }
    }
  });

  it('leave no permission code that only super_admin could hold', () => {
    const grantable = new Set(roles.flatMap((r) => r.menuIds).map((id) => byId.get(id)!.permission));
    for (const m of [...pages, ...buttons]) expect(grantable.has(m.permission), `${m.id} ${m.permission}`).toBe(true);
  });

  it('give deputies the respondent screens but not the staff lists', () => {
    const deputy = new Set(roles.find((r) => r.code === 'deputy')!.menuIds);
    for (const route of ['/preview', '/my-answer', '/proposal/create', '/proposal/detail', '/bpm/task/todo', '/demos/home']) {
      expect(deputy.has(pageByPath.get(route)!.id), route).toBe(true);
    }
    for (const route of ['/renda/survey', '/renda/proposal', '/system/user', '/bpm/manager/model']) {
      expect(deputy.has(pageByPath.get(route)!.id), route).toBe(false);
    }
    const dbt = new Set(roles.find((r) => r.code === 'dbt')!.menuIds);
    expect(dbt.has(pageByPath.get('/renda/survey')!.id)).toBe(true);
    expect(dbt.has(pageByPath.get('/survey/design')!.id)).toBe(true);
  });

  it('expand grants with withAncestorsAndButtons', () => {
    const survey = pageByPath.get('/renda/survey')!;
    const expanded = withAncestorsAndButtons([survey.id], menus);
    expect(expanded).toContain(survey.parentId);
    expect(expanded).toEqual(expect.arrayContaining(buttons.filter((b) => b.parentId === survey.id).map((b) => b.id)));
    expect(() => withAncestorsAndButtons([987654], menus)).toThrow();
  });
});

describe('seed users and tenants', () => {
  const all = [...users, ...tenant2Users];
  const roleCodes = new Set([...roles, tenantAdminRole].map((r) => r.code));

  it('meet the username and password rules and refer to known roles', () => {
    for (const u of all) {
      expect(u.username, u.username).toMatch(/^[a-zA-Z0-9]{4,16}$/);
      expect(u.password.length, u.username).toBeGreaterThanOrEqual(4);
      expect(u.password.length, u.username).toBeLessThanOrEqual(16);
      for (const code of u.roleCodes) expect(roleCodes.has(code), `${u.username}: ${code}`).toBe(true);
      if (u.mobile) expect(u.mobile).toMatch(/^1[3-9]\d{9}$/);
    }
    expect(new Set(all.map((u) => u.id)).size).toBe(all.length);
    expect(new Set(users.map((u) => u.username)).size).toBe(users.length);
  });

  it('have the demo accounts of the foundation issue', () => {
    const find = (name: string) => users.find((u) => u.username === name)!;
    expect(find('admin')).toMatchObject({ password: 'admin123', roleCodes: ['super_admin'] });
    expect(find('staff').roleCodes).toEqual(['dbt']);
    expect(find('guest').roleCodes).toEqual([]);
    const deputies = users.filter((u) => u.roleCodes.includes('deputy'));
    expect(deputies).toHaveLength(2);
    for (const d of deputies) expect(d.rendaNo).toMatch(/^D\d{7}$/);
    // Tenant 2's administrator is its tenant_admin: outside the platform tenant nobody is all-powerful (issue 14).
    expect(tenant2Users.find((u) => u.username === 'admin2')!.roleCodes).toEqual(['tenant_admin']);
  });

  it("give tenant 2 the district package, which holds no platform screen and no shared-data write", () => {
    expect(tenants[0].packageName).toBeUndefined();
    expect(tenants[1].packageName).toBe('区县人大套餐');
    expect(tenantPackages.map((p) => p.name)).toEqual(['区县人大套餐']);
    const byId = new Map(menus.map((m) => [m.id, m]));
    const codes = DISTRICT_PACKAGE_MENU_IDS.map((id) => byId.get(id)!.permission ?? '');
    expect(codes).toEqual(expect.arrayContaining(['renda:survey:query', 'system:user:create', 'system:role:create', 'system:dict:query', 'infra:config:query', 'bpm:model:query']));
    for (const code of codes) expect(code, code).not.toMatch(/^system:(menu|tenant|tenant-package):|^system:dict:(create|update|delete)$|^infra:config:(create|update|delete)$|^infra:(job|codegen)/);
  });

  it('define the main tenant and a second one for isolation', () => {
    expect(tenants.map((t) => t.id)).toEqual([1, 2]);
    expect(tenants[0].name).toBe('市人大常委会');
    for (const t of tenants) expect(Number.isNaN(Date.parse(t.expireTime))).toBe(false);
  });
});

describe('seed dictionaries and configs', () => {
  it('cover every dictionary type of SPEC §3', () => {
    const types = dictTypes.map((t) => t.type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of EXPECTED_DICT_TYPES) expect(types, type).toContain(type);
  });

  it('keep values unique and non-empty within a type', () => {
    for (const t of dictTypes) {
      expect(t.data.length, t.type).toBeGreaterThan(0);
      expect(t.name, t.type).toBeTruthy();
      const values = t.data.map((x) => x.value);
      expect(new Set(values).size, t.type).toBe(values.length);
      for (const x of t.data) expect(x.label, `${t.type} ${x.value}`).toBeTruthy();
    }
  });

  it('hold the values other modules depend on', () => {
    expect(Object.fromEntries(dictData('renda_survey_status'))).toMatchObject({ '0': '未发布', '1': '已发布', '2': '已撤回', '3': '已结束' });
    expect([...dictData('renda_question_type').keys()].sort()).toEqual(
      ['checkbox', 'input', 'radio', 'select', 'text', 'textarea', 'title'],
    );
    expect(Object.fromEntries(dictData('common_status'))).toEqual({ '0': '开启', '1': '关闭' });
    expect(Object.fromEntries(dictData('bpm_process_instance_result'))).toEqual({ '1': '处理中', '2': '通过', '3': '不通过', '4': '已取消' });
    expect([...dictData('system_login_result').keys()]).toEqual(['0', '10', '20', '30', '31', '100']);
    expect([...dictData('system_login_type').keys()]).toEqual(['100', '101', '103', '200', '202']);
    expect([...dictData('renda_five_level').values()]).toEqual(['全国', '省', '市', '县', '乡']);
  });

  it('define config parameters with unique keys, visible and invisible', () => {
    const keys = configs.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['sys.user.init-password', 'sys.index.skinName', 'renda.survey.allow-resubmit']));
    expect(configs.some((c) => c.visible)).toBe(true);
    expect(configs.some((c) => !c.visible)).toBe(true);
  });
});
