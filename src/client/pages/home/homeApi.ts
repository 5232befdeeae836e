import { http, systemApi, type PermissionInfo } from '../../api/index.ts';
import { instanceApi, type BpmTask } from '../bpm/instance/instanceApi.ts';
import { taskRow } from '../bpm/task/taskRows.ts';
import { surveyApi, type MySurveyRow, type SurveyRow } from '../survey/api.ts';

/** What the dashboard reads; module functions, so useLoader sees stable references. */
export interface MyWork {
  toAnswer: MySurveyRow[];
  answered: number;
  total: number;
}

/** The user's surveys (the my-page caps a page at 100): those still open to them, and how many they answered. */
export async function loadMyWork(): Promise<MyWork> {
  const page = await surveyApi.myPage({ pageNo: 1, pageSize: 100 });
  return {
    toAnswer: page.list.filter((s) => s.canAnswer && !s.answered),
    answered: page.list.filter((s) => s.answered).length,
    total: page.total,
  };
}

export async function loadRecentSurveys(): Promise<SurveyRow[]> {
  const page = await surveyApi.page({ pageNo: 1, pageSize: 5 });
  return page.list;
}

/** The welcome card: the permission info, the roles by name (get-permission-info has only their codes), the department. */
export interface Welcome {
  info: PermissionInfo;
  roleNames: string[];
  deptName: string | null;
}

export async function loadWelcome(): Promise<Welcome> {
  const [info, profile] = await Promise.all([
    systemApi.getPermissionInfo(),
    http.get<{ roles?: { id: number; name: string }[]; dept?: { name: string | null } | null }>('/system/user/profile/get'),
  ]);
  return { info, roleNames: (profile.roles ?? []).map((r) => r.name), deptName: profile.dept?.name ?? null };
}

/** One thing waiting for the user on the home page: an open task's business item, or a survey to answer. */
export interface TodoItem {
  key: string;
  title: string;
  /** The step in the business's words (审核, 答复, 评价); null for a survey (the card says 填写问卷). */
  step: string | null;
  link: string;
  deadline: number | null;
  overdue: boolean;
}

/** 我的待办: every open task and every survey still waiting for the user's answer, the nearest deadlines named first. */
export interface MyTodo {
  total: number;
  tasks: number;
  surveys: number;
  items: TodoItem[];
}

/** How many the card names; the to-do list and 我的问卷 show the rest. */
const NAMED = 5;

async function loadTodo(withTasks: boolean, withSurveys: boolean): Promise<MyTodo> {
  const [tasks, work] = await Promise.all([
    withTasks ? instanceApi.todoPage({ pageNo: 1, pageSize: NAMED }) : Promise.resolve({ list: [] as BpmTask[], total: 0 }),
    withSurveys ? loadMyWork() : Promise.resolve(null),
  ]);
  const toAnswer = work?.toAnswer ?? [];
  const items: TodoItem[] = [
    ...tasks.list.map(taskRow).map((r) => ({ key: `task-${r.id}`, title: r.title, step: r.step, link: r.link, deadline: r.deadline, overdue: r.overdue })),
    ...toAnswer.map((s) => ({ key: `survey-${s.id}`, title: s.surveyName, step: null, link: `/preview?surveyId=${s.id}`, deadline: null, overdue: false })),
  ];
  return { total: tasks.total + toAnswer.length, tasks: tasks.total, surveys: toAnswer.length, items: items.slice(0, NAMED) };
}

// module functions, so useLoader sees stable references; each asks only what the user's permissions let succeed
export const loadMyTodo = () => loadTodo(true, true);
export const loadMyTasks = () => loadTodo(true, false);
export const loadMySurveysTodo = () => loadTodo(false, true);
