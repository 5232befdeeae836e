import { zhCNBpmForm } from './zhCN.bpmForm.ts';
import { zhCNPermission } from './zhCN.permission.ts';
import { zhCNSystemTools } from './zhCN.systemTools.ts';
import { zhCNUserImport } from './zhCN.userImport.ts';
import { zhCNFile } from './zhCN.file.ts';
import { zhCNJob } from './zhCN.job.ts';
import { zhCNCodegen, zhCNDataSource } from './zhCN.codegen.ts';
import { zhCNMessage } from './zhCN.message.ts';
import { zhCNSocial } from './zhCN.social.ts';
import { zhCNDeputy, zhCNProfile } from './zhCN.deputy.ts';
import { zhCNHttp } from './zhCN.http.ts';
import { zhCNShell } from './zhCN.shell.ts';
import { raChinese } from './raChinese.ts';
import { zhCNGenerated, zhCNTable } from './zhCN.generated.ts';
import { zhCNSurvey } from './zhCN.survey.ts';
import { zhCNBpm } from './zhCN.bpm.ts';
import { zhCNBpmRun } from './zhCN.bpmRun.ts';
import { zhCNBpmLeave } from './zhCN.bpmLeave.ts';
import { zhCNBpmRule } from './zhCN.bpmRule.ts';
import { zhCNProposalPrint, zhCNProposalStats } from './zhCN.proposalPrint.ts';
import { zhCNProposal } from './zhCN.proposal.ts';
import { zhCNPreview, zhCNReport } from './zhCN.report.ts';
import { zhCNActivity } from './zhCN.activity.ts';
import { zhCNStation } from './zhCN.station.ts';
import { zhCNDuty, zhCNMyActivity } from './zhCN.duty.ts';
import { zhCNDutyScore } from './zhCN.dutyScore.ts';
import { zhCNDutyRecord } from './zhCN.dutyRecord.ts';
import { zhCNStationFeedback } from './zhCN.stationFeedback.ts';
import { zhCNProvince } from './zhCN.province.ts';
import { zhCNHome } from './zhCN.home.ts';

/** zh-CN, the default language. Texts given by SPEC are reproduced exactly. */
export const zhCNApp = {
  title: '人大代表履职平台',
  bpmForm: zhCNBpmForm,
  common: {
    loading: '加载中…',
    backHome: '返回首页',
    back: '返回',
    confirm: '确定',
    cancel: '取消',
    refresh: '刷新',
    colon: '：',
    more: '更多操作',
  },
  http: zhCNHttp,
  bpm: zhCNBpm,
  bpmRun: zhCNBpmRun,
  proposal: zhCNProposal,
  report: zhCNReport,
  activity: zhCNActivity,
  station: zhCNStation,
  myActivity: zhCNMyActivity,
  duty: zhCNDuty,
  dutyScore: zhCNDutyScore,
  dutyRecord: zhCNDutyRecord,
  stationFeedback: zhCNStationFeedback,
  province: zhCNProvince,
  preview: zhCNPreview,
  bpmLeave: zhCNBpmLeave,
  bpmRule: zhCNBpmRule,
  proposalPrint: zhCNProposalPrint,
  proposalStats: zhCNProposalStats,
  layout: {
    menu: '菜单',
    logout: '退出登录',
    logoutTitle: '提示',
    logoutConfirm: '确定注销并退出系统吗？',
    switchLanguage: '切换语言',
    toggleMenu: '展开或收起菜单',
  },
  login: {
    subtitle: '账号密码登录',
    tenant: '租户',
    username: '账号',
    password: '密码',
    captcha: '验证码',
    captchaRefresh: '看不清？点击刷新验证码',
    captchaRetry: '点击重新获取',
    rememberMe: '记住我',
    submit: '登 录',
    submitting: '登 录 中...',
    registerLink: '没有账号？',
    tenantNotFound: '租户不存在',
    tabSms: '短信登录',
    mobile: '手机号',
    smsCode: '验证码',
    sendCode: '获取验证码',
    resendIn: '%{seconds}秒后可重新获取',
    codeSent: '验证码已发送，5 分钟内有效',
    mobileFormat: '手机号格式不正确',
    required: {
      tenant: '租户不能为空',
      username: '账号不能为空',
      password: '密码不能为空',
      code: '验证码不能为空',
      mobile: '手机号不能为空',
      mobileCode: '验证码不能为空',
    },
  },
  home: zhCNHome,
  dept: {
    none: '暂无部门', filterPlaceholder: '请输入部门名称', dataScope: '数据权限', dataScopeTitle: '分配数据权限', scope: '权限范围',
    selectDept: '请选择归属部门', topDept: '顶级部门',
  },
  area: {
    selectArea: '请选择选区', topArea: '顶级选区', back: '返回', subAreas: '下级选区', subAreasOf: '%{name}：下级选区',
    name: '选区名称', code: '选区代码', source: '选区来源', quota: '应选代表名额', deputyCount: '代表人数', noSubAreas: '没有下级选区',
    deputies: '本选区代表', deputiesOf: '本选区代表（%{n}）', rendaNo: '代表证号', nickname: '姓名', level: '代表层级', delegationType: '代表团类型',
    reappointment: '连任状态', noDeputies: '暂无代表',
  },
  unavailable: {
    title: '「%{name}」暂未开放',
    body: '该页面在本客户端中尚未提供，菜单已由服务端配置，页面将在后续版本中上线。',
    component: '组件标识：',
  },
  error: {
    notFoundTitle: '找不到网页！',
    notFoundBody: '对不起，您正在寻找的页面不存在。请检查您输入的网址是否正确，或返回首页。',
    unauthorizedTitle: '您没有访问权限！',
    unauthorizedBody: '对不起，您没有访问该页面的权限，请联系管理员。',
  },
  public: {
    backToLogin: '返回登录',
    registerTitle: '账号注册',
    registerBody: '本平台不开放自助注册。人大代表和工作人员的账号由系统管理员统一创建，如需开通账号，请联系所在单位的系统管理员。',
    bindTitle: '绑定第三方账号',
    bindBody: '绑定第三方账号前需要先登录本平台账号，登录后可在个人中心完成绑定。',
    authRedirectTitle: '授权完成',
    authRedirectBody: '第三方授权已完成，您可以关闭此页面。',
    socialTitle: '第三方登录',
    socialMissing: '授权信息不完整，无法完成第三方登录，请重新登录。',
    oauthTitle: '第三方登录（%{provider}）',
    oauthNoUrl: '服务端未返回授权地址',
    oauthUnsupported: '暂不支持通过「%{provider}」登录。',
    provinceTitle: '省级统一身份认证登录',
    provinceBody: '省级统一身份认证登录尚未在本系统中配置，请使用账号密码登录。',
  },
  sso: {
    title: '第三方应用授权',
    signInFirst: '登录后授权',
    needLogin: '第三方应用请求访问您的账号，请先登录。',
    missingClient: '缺少 client_id 参数，无法发起授权。',
    asks: '「%{client}」请求访问您的账号',
    approve: '同意授权',
    deny: '拒绝',
    scopes: { user_read: '访问你的个人信息', user_write: '修改你的个人信息' },
    backToLogin: '返回登录',
    noLogo: '应用图标',
  },
  signIn: {
    forceLogout: '强退',
    forceLogoutConfirm: '是否要强制退出用户编号为「%{userId}」的令牌（客户端 %{clientId}）？',
    forceLogoutDone: '强制退出成功',
  },
  generated: zhCNGenerated,
  permission: zhCNPermission,
  systemTools: zhCNSystemTools,
  userImport: zhCNUserImport,
  file: zhCNFile,
  job: zhCNJob,
  codegen: zhCNCodegen,
  dataSource: zhCNDataSource,
  message: zhCNMessage,
  social: zhCNSocial,
  deputy: zhCNDeputy,
  profile: zhCNProfile,
  survey: zhCNSurvey,
  table: zhCNTable,
  shell: zhCNShell,
  routes: {
    profile: '个人中心',
    dictData: '字典数据',
    subAreas: '下级区域',
    jobLog: '调度日志',
    codegenEdit: '修改生成配置',
    leaveCreate: '发起 OA 请假',
    leaveDetail: '查看 OA 请假',
    print: '打印',
    proposalCreate: '新增建议',
    proposalDetail: '建议详情',
    proposalProcess: '建议流程详情',
    surveyDesign: '问卷设计',
    surveyStatistics: '问卷统计',
    surveyPreview: '问卷预览',
    myAnswer: '我的答卷',
    bpmForm: '流程表单',
    bpmFormEdit: '设计流程表单',
    bpmDefinition: '流程定义',
    bpmModelDesign: '设计流程',
    processCreate: '发起流程',
    processDetail: '流程详情',
    taskOpen: '打开任务',
    previewReport: '年度报告预览',
    previewPdf: 'PDF 预览',
    demos: '示例',
  },
};

export const zhCNMessages = { ...raChinese, app: zhCNApp };
