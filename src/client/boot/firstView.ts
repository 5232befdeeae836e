/**
 * The home page's first screen drawn from its first answers (decision 106), for a phone that has no last view to
 * paint (a first open, a new browser, a cleared cache): the boot script draws it while the app's scripts still load,
 * seconds on a phone's network, and the live page replaces it when its cards have their data — as the last view is.
 * It is the home page of a deputy or a unit at a phone's width, in the same words, order and sizes as the live cards
 * (HomePage.tsx, UserCard, TodoCard, WorkCard), in plain markup: nothing here may pull React or MUI in.
 *
 * Only what it knows for sure is drawn: a user whose home page starts with other cards (the staff's proposal figures,
 * the system information) gets no first view, and neither does anyone whose answers are not all there.
 */
import type { PermissionInfo } from '../api/types.ts';
import { zhCNHome } from '../i18n/zhCN.home.ts';
import type { BpmTask } from '../pages/bpm/instance/instanceApi.ts';
import { todoOf, welcomeOf, workOf, type MyTodo, type MyWork, type Profile, type Welcome } from '../pages/home/homeData.ts';
import type { MySurveyRow } from '../pages/survey/api.ts';
import { formatDate } from '../../shared/dateFormat.ts';
import type { EarlyKey } from './earlyRequests.ts';

const ALL = '*:*:*';

/** The early answers (earlyRequests.ts), parsed: yudao envelopes, or null for one that failed. */
export type FirstViewAnswers = Record<EarlyKey, unknown>;

/** What the first screen shows: the live cards' own data, made by the same functions (pages/home/homeData.ts). */
export interface FirstView {
  welcome: Welcome;
  tenant: string | null;
  /** null when the user has neither tasks nor surveys (no 我的待办 card); showAll: the 查看全部待办 link (tasks). */
  todo: (MyTodo & { showAll: boolean }) | null;
  work: MyWork | null;
}

/** The data of a yudao envelope `{ code: 0, data }`, else undefined. */
function dataOf<T>(envelope: unknown): T | undefined {
  const value = envelope as { code?: unknown; data?: T } | null;
  return value && value.code === 0 ? value.data : undefined;
}

/** What the first screen shows, or null when it cannot be drawn faithfully from these answers. */
export function firstViewOf(answers: FirstViewAnswers, tenant: string | null): FirstView | null {
  const info = dataOf<PermissionInfo>(answers.permissionInfo);
  const profile = dataOf<Profile>(answers.profile);
  if (!info?.user || !Array.isArray(info.permissions) || !profile) return null;
  const holds = (code: string) => info.permissions.includes(ALL) || info.permissions.includes(code);
  // Cards above or beside the to-dos that this screen does not draw.
  if (holds('renda:proposal:query') || holds('system:dict:query')) return null;
  const tasks = holds('bpm:task:query');
  const surveys = holds('renda:my-survey:query');
  const taskPage = tasks ? dataOf<{ list: BpmTask[]; total: number }>(answers.todo) : { list: [], total: 0 };
  const surveyPage = surveys ? dataOf<{ list: MySurveyRow[]; total: number }>(answers.mySurveys) : { list: [], total: 0 };
  if (!taskPage || !surveyPage) return null;
  const work = workOf(surveyPage);
  return {
    welcome: welcomeOf(info, profile),
    tenant,
    todo: tasks || surveys ? { ...todoOf(taskPage, work.toAnswer), showAll: tasks } : null,
    work: surveys ? work : null,
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const t = zhCNHome;
const card = (title: string, icon: string, body: string) =>
  `<section class="fv-card"><header class="fv-card-head">${icon}<h2>${title}</h2></header><div class="fv-card-body">${body}</div></section>`;
const figure = (value: number, label: string) => `<div class="fv-figure"><b>${value}</b><span>${label}</span></div>`;

// MUI's icons as the live page draws them (Menu, Refresh, PersonOutline, PendingActionsOutlined, AssignmentTurnedInOutlined).
const svg = (d: string, cls = 'fv-icon') => `<svg class="${cls}" viewBox="0 0 24 24" aria-hidden="true"><path d="${d}"/></svg>`;
const MENU = svg('M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z', 'fv-menu');
const REFRESH = svg('M17.65 6.35C16.2 4.9 14.21 4 12 4c-4.42 0-7.99 3.58-7.99 8s3.57 8 7.99 8c3.73 0 6.84-2.55 7.73-6h-2.08c-.82 2.33-3.04 4-5.65 4-3.31 0-6-2.69-6-6s2.69-6 6-6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z', 'fv-small');
const PERSON = svg('M12 5.9c1.16 0 2.1.94 2.1 2.1s-.94 2.1-2.1 2.1S9.9 9.16 9.9 8s.94-2.1 2.1-2.1m0 9c2.97 0 6.1 1.46 6.1 2.1v1.1H5.9V17c0-.64 3.13-2.1 6.1-2.1M12 4C9.79 4 8 5.79 8 8s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 9c-2.67 0-8 1.34-8 4v3h16v-3c0-2.66-5.33-4-8-4');
const PENDING = svg('M17 12c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5m1.65 7.35L16.5 17.2V14h1v2.79l1.85 1.85zM18 3h-3.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H6c-1.1 0-2 .9-2 2v15c0 1.1.9 2 2 2h6.11c-.59-.57-1.07-1.25-1.42-2H6V5h2v3h8V5h2v5.08c.71.1 1.38.31 2 .6V5c0-1.1-.9-2-2-2m-6 2c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1');
const SURVEY = svg('m18 9-1.41-1.42L10 14.17l-2.59-2.58L6 13l4 4zm1-6h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-7-.25c.41 0 .75.34.75.75s-.34.75-.75.75-.75-.34-.75-.75.34-.75.75-.75M19 19H5V5h14z');
/** app.common.refresh, the heading's button (the common texts are in the app's catalogue, too large to carry here). */
const REFRESH_TEXT = '刷新';

/** The first screen's markup (texts escaped): the shell's bars, the heading, and the cards in the live page's order. */
export function firstViewHtml(view: FirstView): string {
  const { info, roleNames, deptName } = view.welcome;
  const roles = (roleNames.length ? roleNames : [t.noRole]).map((r) => `<span class="fv-chip">${escape(r)}</span>`).join('');
  const user = card(t.welcomeTitle, PERSON,
    `<p class="fv-name">${escape(t.welcome.replace('%{name}', info.user?.nickname ?? ''))}</p>`
    + `<div class="fv-roles"><span class="fv-muted">${t.roles}</span>${roles}</div>`
    + (deptName ? `<p class="fv-muted">${t.dept} <strong>${escape(deptName)}</strong></p>` : '')
    + `<p class="fv-muted">${t.tenant} <strong>${escape(view.tenant ?? '—')}</strong></p>`);
  const todo = view.todo && card(t.todoTitle, PENDING,
    `<div class="fv-figures">${figure(view.todo.total, t.todoCount)}</div>`
    + view.todo.items.map((item) => `<div class="fv-task"><span class="fv-step">${escape(item.step ?? t.surveyStep)}</span>`
      + `<a href="${escape(item.link)}">${escape(item.title)}</a>`
      + (item.deadline ? `<span class="fv-date">${formatDate(item.deadline, 'MM-dd')}</span>` : '')
      + (item.overdue ? `<span class="fv-overdue">${t.overdue}</span>` : '') + '</div>').join('')
    + (view.todo.total === 0 ? `<p class="fv-muted">${t.todoNone}</p>` : '')
    + (view.todo.showAll ? `<a class="fv-button" href="/bpm/task/todo">${t.goTodo}</a>` : ''));
  const work = view.work && card(t.workTitle, SURVEY,
    `<div class="fv-figures fv-three">${figure(view.work.toAnswer.length, t.toAnswer)}${figure(view.work.answered, t.answered)}${figure(view.work.total, t.mySurveys)}</div>`
    + view.work.toAnswer.slice(0, 3).map((survey) => `<p class="fv-survey">· ${escape(survey.surveyName)}</p>`).join('')
    + `<a class="fv-button" href="/renda/my-survey">${t.goMySurveys}</a>`);
  return `<div class="fv-bar">${MENU}<span class="fv-crumb">${t.title}</span></div>`
    + `<div class="fv-tags"><span class="fv-tag">${t.title}</span></div>`
    + `<main class="fv-main"><div class="fv-heading"><h1>${t.title}</h1><span class="fv-refresh">${REFRESH}${REFRESH_TEXT}</span></div>`
    + [user, todo, work].filter(Boolean).join('') + '</main>';
}

/**
 * The live page's look at a phone's width, as measured on it (theme.ts: the fonts, #409EFF's readable shade #2c6eb2,
 * 4 px corners, a 7 px spacing unit; MUI's outlined cards with 16 px insets, body2 at 14 px, h5 at 24 px): the first
 * view must not move when the live page replaces it.
 */
export const FIRST_VIEW_CSS = `
:host{font-family:"Helvetica Neue",Helvetica,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","WenQuanYi Micro Hei",Arial,sans-serif;color:rgba(0,0,0,.87);background:#fff;font-size:16px;line-height:1.5}
*{box-sizing:border-box;margin:0}
a{text-decoration:none;color:#2c6eb2}
svg{fill:currentColor;flex:none}
.fv-bar{height:50px;display:flex;align-items:center;padding:0 7px;background:#fff;box-shadow:0 1px 4px rgba(0,21,41,.08)}
.fv-menu{width:24px;height:24px;margin:0 17px 0 10px;color:rgba(0,0,0,.54)}
.fv-crumb{font-size:14px;line-height:21px;color:rgba(0,0,0,.6)}
.fv-tags{height:34px;display:flex;align-items:center;padding:0 7px;background:#fff;border-bottom:1px solid #d8dce5;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.fv-tag{display:inline-flex;align-items:center;gap:3.5px;height:26px;padding:0 7px;font-size:12px;line-height:18px;color:#fff;background:#2c6eb2;border:1px solid #2c6eb2}
.fv-tag:before{content:"";width:8px;height:8px;border-radius:50%;background:#fff}
.fv-main{padding:10.5px}
.fv-heading{display:flex;align-items:center;justify-content:space-between;gap:7px;margin-bottom:14px}
h1{font-size:24px;line-height:32.016px;font-weight:600}
.fv-refresh{display:inline-flex;align-items:center;height:44px;padding:5px 15px;border:1px solid rgba(44,110,178,.5);border-radius:4px;color:#2c6eb2;font-size:14px;line-height:24.5px;font-weight:500}
.fv-small{width:20px;height:20px;margin:0 8px 0 -4px}
.fv-card{background:#fff;border:1px solid rgba(0,0,0,.12);border-radius:4px;margin-bottom:14px}
.fv-card-head{display:flex;align-items:center;padding:16px 16px 0}
.fv-icon{width:24px;height:24px;margin-right:16px;color:#2c6eb2}
h2{font-size:16px;line-height:28px;font-weight:600}
.fv-card-body{padding:16px 16px 24px}
.fv-name{font-size:20px;line-height:32px;font-weight:500;margin-bottom:10.5px}
.fv-roles{display:flex;flex-wrap:wrap;align-items:center;gap:7px;margin-bottom:10.5px}
.fv-muted{font-size:14px;line-height:20.02px;color:rgba(0,0,0,.6)}
p.fv-muted+p.fv-muted{margin-top:10.5px}
.fv-chip{font-size:13px;line-height:22px;padding:0 8px;border:1px solid rgba(44,110,178,.7);color:#2c6eb2;border-radius:16px}
.fv-figures{display:grid;gap:7px;margin-bottom:10.5px}
.fv-three{grid-template-columns:repeat(3,1fr)}
.fv-figure{text-align:center;padding:7px;border-radius:4px;background:#fafafa}
.fv-figure b{display:block;font-size:24px;line-height:32.016px;font-weight:600;color:#2c6eb2}
.fv-figure span{font-size:12px;color:rgba(0,0,0,.6)}
.fv-task{padding:3.5px 0;display:flex;align-items:baseline;gap:7px;min-width:0;font-size:14px;line-height:20.02px}
.fv-step{flex:none;font-weight:600}
.fv-task a{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;min-width:0}
.fv-date{flex:none;margin-left:auto;font-size:12px;color:rgba(0,0,0,.6)}
.fv-overdue{flex:none;font-size:13px;line-height:22px;padding:0 8px;border:1px solid #c62828;color:#c62828;border-radius:16px}
.fv-survey{font-size:14px;line-height:20.02px;padding:1.75px 0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fv-button{display:inline-flex;align-items:center;min-height:44px;padding:4px 5px;margin-top:7px;font-size:13px;line-height:22.75px;font-weight:500}
`;
