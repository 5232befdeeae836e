import type { DictDataSeed, DictTypeSeed } from './types';

type Color = DictDataSeed['colorType'];

const d = (value: string, label: string, colorType?: Color): DictDataSeed =>
  colorType === undefined ? { value, label } : { value, label, colorType };

/** yudao's own dictionaries (API-CONTRACT §3.6, §5.1, §6.5), with the values of the v1.6.2 seed. */
export const genericDictTypes: DictTypeSeed[] = [
  { name: '用户类型', type: 'user_type', data: [d('1', '会员', 'primary'), d('2', '管理员', 'success')] },
  { name: '系统状态', type: 'common_status', data: [d('0', '开启', 'primary'), d('1', '关闭', 'info')] },
  { name: '用户性别', type: 'system_user_sex', data: [d('1', '男', 'default'), d('2', '女', 'success'), d('3', '未知', 'info')] },
  { name: '菜单类型', type: 'system_menu_type', data: [d('1', '目录'), d('2', '菜单'), d('3', '按钮')] },
  { name: '角色类型', type: 'system_role_type', data: [d('1', '内置', 'danger'), d('2', '自定义', 'primary')] },
  {
    name: '数据范围',
    type: 'system_data_scope',
    data: [
      d('1', '全部数据权限'),
      d('2', '指定部门数据权限'),
      d('3', '本部门数据权限'),
      d('4', '本部门及以下数据权限'),
      d('5', '仅本人数据权限'),
    ],
  },
  { name: '通知类型', type: 'system_notice_type', data: [d('1', '通知', 'success'), d('2', '公告', 'info')] },
  {
    name: '操作类型',
    type: 'system_operate_type',
    data: [
      d('0', '其它', 'default'),
      d('1', '查询', 'info'),
      d('2', '新增', 'primary'),
      d('3', '修改', 'warning'),
      d('4', '删除', 'danger'),
      d('5', '导出', 'default'),
      d('6', '导入', 'default'),
    ],
  },
  {
    name: '登录日志的类型',
    type: 'system_login_type',
    // 105 is ours: an OAuth2 application signed the user in through us (docs/sign-in.md).
    data: [d('100', '账号登录'), d('101', '社交登录'), d('103', '短信登录'), d('105', '单点登录'), d('200', '主动登出'), d('202', '强制登出')],
  },
  {
    name: '登录结果',
    type: 'system_login_result',
    data: [
      d('0', '成功', 'success'),
      d('10', '账号或密码不正确', 'danger'),
      d('20', '用户被禁用', 'danger'),
      d('30', '验证码不存在', 'danger'),
      d('31', '验证码不正确', 'danger'),
      d('100', '未知异常', 'danger'),
    ],
  },
  {
    name: '社交类型',
    type: 'system_social_type',
    data: [d('10', 'Gitee'), d('20', '钉钉'), d('30', '企业微信'), d('31', '微信公众平台'), d('32', '微信开放平台'), d('34', '微信小程序'),
      // Ours (docs/sign-in.md): the province's unified identity service, and any other OpenID Connect provider.
      d('40', '省统一身份认证'), d('50', 'OpenID Connect')],
  },
  {
    name: '短信渠道编码',
    type: 'system_sms_channel_code',
    data: [
      // Ours (docs/sign-in.md): LOG keeps the text in the SMS log only; HTTP posts it to the gateway SMS_HTTP_URL names.
      d('LOG', '日志', 'info'),
      d('HTTP', 'HTTP 网关', 'primary'),
      d('DEBUG_DING_TALK', '调试(钉钉)', 'info'),
      d('YUN_PIAN', '云片', 'success'),
      d('ALIYUN', '阿里云', 'primary'),
      d('TENCENT', '腾讯云', 'warning'),
      d('HUAWEI', '华为云', 'danger'),
    ],
  },
  { name: '短信模板的类型', type: 'system_sms_template_type', data: [d('1', '验证码', 'warning'), d('2', '通知', 'primary'), d('3', '营销', 'danger')] },
  {
    name: '短信发送状态',
    type: 'system_sms_send_status',
    data: [d('0', '初始化', 'info'), d('10', '发送成功', 'success'), d('20', '发送失败', 'danger'), d('30', '不发送', 'info')],
  },
  {
    name: '短信接收状态',
    type: 'system_sms_receive_status',
    data: [d('0', '等待结果', 'info'), d('10', '接收成功', 'success'), d('20', '接收失败', 'danger')],
  },
  { name: '错误码的类型', type: 'system_error_code_type', data: [d('1', '自动生成', 'warning'), d('2', '手动编辑', 'primary')] },
  {
    name: 'OAuth 2.0 授权类型',
    type: 'system_oauth2_grant_type',
    data: [
      d('password', '密码模式', 'default'),
      d('authorization_code', '授权码模式', 'primary'),
      d('implicit', '简化模式', 'success'),
      d('client_credentials', '客户端模式', 'default'),
      d('refresh_token', '刷新模式', 'info'),
    ],
  },
  // Mail and in-site messages (docs/messages.md).
  {
    name: '邮件发送状态',
    type: 'system_mail_send_status',
    data: [d('0', '初始化', 'info'), d('10', '发送成功', 'success'), d('20', '发送失败', 'danger'), d('30', '不发送', 'info')],
  },
  { name: '站内信模版的类型', type: 'system_notify_template_type', data: [d('1', '通知公告', 'primary'), d('2', '系统消息', 'success')] },
  { name: 'Boolean 是否类型', type: 'infra_boolean_string', data: [d('true', '是', 'danger'), d('false', '否', 'info')] },
  { name: 'Redis 超时类型', type: 'infra_redis_timeout_type', data: [d('1', '永不超时', 'info'), d('2', '动态超时', 'info'), d('3', '固定超时', 'info')] },
  { name: '定时任务状态', type: 'infra_job_status', data: [d('0', '初始化中', 'info'), d('1', '开启', 'success'), d('2', '暂停', 'danger')] },
  { name: '定时任务日志状态', type: 'infra_job_log_status', data: [d('0', '运行中', 'primary'), d('1', '成功', 'success'), d('2', '失败', 'warning')] },
  {
    name: 'API 异常数据的处理状态',
    type: 'infra_api_error_log_process_status',
    data: [d('0', '未处理', 'primary'), d('1', '已处理', 'success'), d('2', '已忽略', 'danger')],
  },
  { name: '参数类型', type: 'infra_config_type', data: [d('1', '系统内置', 'danger'), d('2', '自定义', 'primary')] },
  { name: '代码生成模板类型', type: 'infra_codegen_template_type', data: [d('1', '单表（增删改查）'), d('2', '树表（增删改查）')] },
  { name: '代码生成的场景枚举', type: 'infra_codegen_scene', data: [d('1', '管理后台'), d('2', '用户 APP')] },
  {
    name: '文件存储器',
    type: 'infra_file_storage',
    data: [d('1', '数据库'), d('10', '本地磁盘'), d('11', 'FTP 服务器'), d('12', 'SFTP 服务器'), d('20', 'S3 对象存储')],
  },
  { name: '流程分类', type: 'bpm_model_category', data: [d('1', '默认', 'primary'), d('2', 'OA', 'success')] },
  { name: '流程的表单类型', type: 'bpm_model_form_type', data: [d('10', '流程表单'), d('20', '业务表单')] },
  {
    name: '任务分配规则的类型',
    type: 'bpm_task_assign_rule_type',
    data: [
      d('10', '角色'),
      d('20', '部门的成员'),
      d('21', '部门的负责人'),
      d('22', '岗位'),
      d('30', '用户'),
      d('40', '用户组'),
      d('50', '自定义脚本'),
    ],
  },
  { name: '流程实例的状态', type: 'bpm_process_instance_status', data: [d('1', '进行中', 'primary'), d('2', '已完成', 'success')] },
  {
    name: '流程实例的结果',
    type: 'bpm_process_instance_result',
    data: [d('1', '处理中', 'primary'), d('2', '通过', 'success'), d('3', '不通过', 'danger'), d('4', '已取消', 'info'), d('5', '退回', 'warning')],
  },
  {
    name: '任务分配自定义脚本',
    type: 'bpm_task_assign_script',
    data: [d('10', '流程发起人'), d('20', '流程发起人的一级领导'), d('21', '流程发起人的二级领导')],
  },
  { name: '请假类型', type: 'bpm_oa_leave_type', data: [d('1', '病假', 'primary'), d('2', '事假', 'info'), d('3', '婚假', 'warning')] },
  {
    name: '支付订单状态',
    type: 'pay_order_status',
    data: [d('0', '未支付', 'info'), d('10', '支付成功', 'success'), d('20', '支付关闭', 'danger')],
  },
  {
    name: '退款订单状态',
    type: 'pay_refund_status',
    data: [d('0', '未退款', 'info'), d('10', '退款成功', 'success'), d('20', '退款失败', 'danger')],
  },
];
