import { describe, expect, it } from 'vitest';
import {
  configs,
  dictTypes,
} from '../../../src/server/seed/demo';
import { dictData } from './seedLookups.ts';

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
    expect(Object.fromEntries(dictData('bpm_process_instance_result'))).toEqual({ '1': '处理中', '2': '通过', '3': '不通过', '4': '已取消', '5': '退回' });
    expect([...dictData('system_login_result').keys()]).toEqual(['0', '10', '20', '30', '31', '100']);
    // 105 单点登录 is ours (an OAuth2 application's sign-in, docs/sign-in.md)
    expect([...dictData('system_login_type').keys()]).toEqual(['100', '101', '103', '105', '200', '202']);
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
