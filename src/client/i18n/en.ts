import { enBpmForm } from './en.bpmForm.ts';
import { enResources } from '../../shared/i18n/enResources.ts';
import { enSeeded } from '../../shared/i18n/enSeeded.ts';
import { enPermission } from './en.permission.ts';
import { enSystemTools } from './en.systemTools.ts';
import { enUserImport } from './en.userImport.ts';
import { enFile } from './en.file.ts';
import { enJob } from './en.job.ts';
import { enCodegen, enDataSource } from './en.codegen.ts';
import { enMessage } from './en.message.ts';
import { enSocial } from './en.social.ts';
import { enPreview, enReport } from './en.report.ts';
import { enActivity } from './en.activity.ts';
import { enStation } from './en.station.ts';
import { enDuty, enMyActivity } from './en.duty.ts';
import { enDutyScore } from './en.dutyScore.ts';
import { enDutyRecord } from './en.dutyRecord.ts';
import { enStationFeedback } from './en.stationFeedback.ts';
import { enProvince } from './en.province.ts';
import { enDeputy, enProfile } from './en.deputy.ts';
import englishMessages from 'ra-language-english';
import { enShell } from './en.shell.ts';
import type { zhCNApp } from './zhCN.ts';
import { enGenerated, enTable } from './en.generated.ts';
import { enSurvey } from './en.survey.ts';
import { enBpm } from './en.bpm.ts';
import { enBpmRun } from './en.bpmRun.ts';
import { enBpmLeave } from './en.bpmLeave.ts';
import { enBpmRule } from './en.bpmRule.ts';
import { enProposalPrint, enProposalStats } from './en.proposalPrint.ts';
import { enProposal } from './en.proposal.ts';

/** English. Typed against zh-CN so a key added there without a translation fails the type check. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const enApp: Shape<typeof zhCNApp> = {
  title: "People's Congress Deputy Duty Platform",
  bpm: enBpm,
  bpmRun: enBpmRun,
  proposal: enProposal,
  bpmLeave: enBpmLeave,
  bpmRule: enBpmRule,
  proposalPrint: enProposalPrint,
  proposalStats: enProposalStats,
  common: { loading: 'Loading…', backHome: 'Back to home', back: 'Back', confirm: 'OK', cancel: 'Cancel', refresh: 'Refresh',
    // What follows a label before its value: a space after the ASCII colon in English, none after the Chinese one.
    colon: ': ', more: 'More actions' },
  http: {
    network: 'Cannot connect to the server',
    timeout: 'The server did not answer in time',
    status: 'Server error %{status}',
    code401: 'Authentication failed, the system cannot be accessed',
    code403: 'You are not allowed to do this',
    code404: 'The resource does not exist',
    codeDefault: 'Unknown system error, please tell the administrator',
    demoMode: 'Demo mode: write operations are not possible',
    sessionExpired: 'The session is invalid or has expired, please sign in again.',
    reloginTitle: 'System message',
    reloginMessage: 'Your sign-in has expired. You can stay on this page or sign in again.',
    reloginConfirm: 'Sign in again',
    reloginCancel: 'Cancel',
  },
  layout: {
    menu: 'Menu',
    logout: 'Log out',
    logoutTitle: 'Confirm',
    logoutConfirm: 'Log out and leave the system?',
    switchLanguage: 'Switch language',
    toggleMenu: 'Show or hide the menu',
  },
  login: {
    subtitle: 'Sign in with your account',
    tenant: 'Tenant',
    username: 'Account',
    password: 'Password',
    captcha: 'Captcha',
    captchaRefresh: 'Hard to read? Click for a new captcha',
    captchaRetry: 'Click to retry',
    rememberMe: 'Remember me',
    submit: 'Sign in',
    submitting: 'Signing in…',
    registerLink: 'No account?',
    tenantNotFound: 'Tenant not found',
    tabSms: 'Text message',
    mobile: 'Mobile number',
    smsCode: 'Code',
    sendCode: 'Send code',
    resendIn: 'Resend in %{seconds} s',
    codeSent: 'Code sent; it works for 5 minutes',
    mobileFormat: 'Not a valid mobile number',
    required: {
      tenant: 'Tenant is required',
      username: 'Account is required',
      password: 'Password is required',
      code: 'Captcha is required',
      mobile: 'Mobile number is required',
      mobileCode: 'Code is required',
    },
  },
  home: {
    workTitle: 'Surveys to fill in',
    toAnswer: 'Surveys to answer',
    answered: 'Answered',
    mySurveys: 'My surveys',
    goMySurveys: 'Go to my surveys',
    recentSurveys: 'Recent surveys',
    noSurveys: 'No surveys yet',
    title: 'Home',
    welcomeTitle: 'Welcome',
    welcome: 'Hello, %{name}',
    roles: 'Roles:',
    noRole: 'No role',
    tenant: 'Tenant:',
    dept: 'Department:',
    linksTitle: 'Quick links',
    noLinks: 'No menu pages available',
    otherLinks: 'Other',
    systemTitle: 'System information',
    dictTypes: 'Dictionary types',
    dictEntries: 'Dictionary entries',
    todoTitle: 'My to-dos',
    todoCount: 'Waiting for me',
    todoNone: 'Nothing waits for you',
    surveyStep: 'Answer',
    overdue: 'Overdue',
    goTodo: 'All my to-do tasks',
  },
  dept: {
    none: 'No departments', filterPlaceholder: 'Enter a department name', dataScope: 'Data scope', dataScopeTitle: 'Assign data scope', scope: 'Scope',
    selectDept: 'Select a department', topDept: 'Top level',
  },
  area: {
    selectArea: 'Select an electoral area', topArea: 'Top level', back: 'Back', subAreas: 'Sub-areas', subAreasOf: '%{name}: sub-areas',
    name: 'Area', code: 'Code', source: 'Source', quota: 'Seats', deputyCount: 'Deputies', noSubAreas: 'No sub-areas',
    deputies: 'Deputies of this area', deputiesOf: 'Deputies of this area (%{n})', rendaNo: 'Deputy card no.', nickname: 'Name', level: 'Level', delegationType: 'Delegation type',
    reappointment: 'Re-appointment', noDeputies: 'No deputies',
  },
  unavailable: {
    title: '"%{name}" is not available yet',
    body: 'The server lists this menu, but this client does not provide the page yet; it will come in a later release.',
    component: 'Component key:',
  },
  error: {
    notFoundTitle: 'Page not found!',
    notFoundBody: 'Sorry, the page you are looking for does not exist. Check the address or go back home.',
    unauthorizedTitle: 'Access denied!',
    unauthorizedBody: 'Sorry, you may not open this page. Please contact the administrator.',
  },
  public: {
    backToLogin: 'Back to sign-in',
    registerTitle: 'Registration',
    registerBody: 'There is no self-service registration. Accounts for deputies and staff are created by the system administrators; please contact the administrator of your office.',
    bindTitle: 'Link a third-party account',
    bindBody: 'Sign in with your platform account first; you can then link a third-party account in your profile.',
    authRedirectTitle: 'Authorisation complete',
    authRedirectBody: 'The third-party authorisation is complete; you may close this page.',
    socialTitle: 'Third-party sign-in',
    socialMissing: 'The sign-in came back incomplete: please sign in again.',
    oauthTitle: 'Sign in with %{provider}',
    oauthNoUrl: 'The server returned no authorisation address',
    oauthUnsupported: 'Signing in with "%{provider}" is not supported.',
    provinceTitle: 'Provincial identity sign-in',
    provinceBody: 'The provincial identity service is not configured in this system yet; please sign in with your account.',
  },
  sso: {
    title: 'Application authorisation',
    signInFirst: 'Sign in to continue',
    needLogin: 'An application asks to access your account. Please sign in first.',
    missingClient: 'The client_id parameter is missing.',
    asks: '"%{client}" asks to access your account',
    approve: 'Approve',
    deny: 'Deny',
    scopes: { user_read: 'Read your personal information', user_write: 'Change your personal information' },
    backToLogin: 'Back to sign-in',
    noLogo: 'Application logo',
  },
  signIn: {
    forceLogout: 'Force logout',
    forceLogoutConfirm: 'Force the token of user %{userId} (client %{clientId}) to log out?',
    forceLogoutDone: 'Logged out',
  },
  generated: enGenerated,
  permission: enPermission,
  systemTools: enSystemTools,
  userImport: enUserImport,
  file: enFile,
  job: enJob,
  codegen: enCodegen,
  dataSource: enDataSource,
  message: enMessage,
  social: enSocial,
  report: enReport,
  activity: enActivity,
  station: enStation,
  myActivity: enMyActivity,
  duty: enDuty,
  dutyScore: enDutyScore,
  dutyRecord: enDutyRecord,
  stationFeedback: enStationFeedback,
  province: enProvince,
  preview: enPreview,
  deputy: enDeputy,
  profile: enProfile,
  survey: enSurvey,
  table: enTable,
  shell: enShell,
  routes: {
    profile: 'Profile',
    dictData: 'Dictionary data',
    subAreas: 'Sub-areas',
    jobLog: 'Scheduler log',
    codegenEdit: 'Edit generator settings',
    leaveCreate: 'Request leave',
    leaveDetail: 'Leave request',
    print: 'Print',
    proposalCreate: 'New proposal',
    proposalDetail: 'Proposal',
    proposalProcess: 'Proposal process',
    surveyDesign: 'Survey design',
    surveyStatistics: 'Survey statistics',
    surveyPreview: 'Survey preview',
    myAnswer: 'My answers',
    bpmForm: 'Process forms',
    bpmFormEdit: 'Design process form',
    bpmDefinition: 'Process definitions',
    bpmModelDesign: 'Design process',
    processCreate: 'Start a process',
    processDetail: 'Process details',
    taskOpen: 'Open a task',
    previewReport: 'Annual report preview',
    previewPdf: 'PDF preview',
    demos: 'Demos',
  },
  bpmForm: enBpmForm,
};

// `seeded`: the seed's menu names and system dictionary labels (src/shared/i18n/enSeeded.ts), read through seededText.
export const enMessages = { ...englishMessages, app: enApp, resources: enResources, seeded: enSeeded };
