import type { PermissionInfo } from '../../api/types.ts';
import type { BpmTask } from '../bpm/instance/instanceApi.ts';
import { taskRow } from '../bpm/task/taskRows.ts';
import type { MySurveyRow } from '../survey/api.ts';

/**
 * What the home page's cards show, from the answers they read: pure, so that index.html's boot script draws the
 * first screen from the same answers the same way (boot/firstView.ts, decision 106) without the app's http client.
 */

/** The user's surveys (the my-page caps a page at 100): those still open to them, and how many they answered. */
export interface MyWork {
  toAnswer: MySurveyRow[];
  answered: number;
  total: number;
}

export function workOf(page: { list: MySurveyRow[]; total: number }): MyWork {
  return {
    toAnswer: page.list.filter((s) => s.canAnswer && !s.answered),
    answered: page.list.filter((s) => s.answered).length,
    total: page.total,
  };
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
export const TODO_NAMED = 5;

/** The to-dos of the first page of open tasks (at most TODO_NAMED of them) and the surveys still to answer. */
export function todoOf(tasks: { list: BpmTask[]; total: number }, toAnswer: MySurveyRow[]): MyTodo {
  const items: TodoItem[] = [
    ...tasks.list.map(taskRow).map((r) => ({ key: `task-${r.id}`, title: r.title, step: r.step, link: r.link, deadline: r.deadline, overdue: r.overdue })),
    ...toAnswer.map((s) => ({ key: `survey-${s.id}`, title: s.surveyName, step: null, link: `/preview?surveyId=${s.id}`, deadline: null, overdue: false })),
  ];
  return { total: tasks.total + toAnswer.length, tasks: tasks.total, surveys: toAnswer.length, items: items.slice(0, TODO_NAMED) };
}

/** The profile's parts the welcome card reads. */
export interface Profile {
  roles?: { id: number; name: string }[];
  dept?: { name: string | null } | null;
}

/** The welcome card: the permission info, the roles by name (get-permission-info has only their codes), the department. */
export interface Welcome {
  info: PermissionInfo;
  roleNames: string[];
  deptName: string | null;
}

export function welcomeOf(info: PermissionInfo, profile: Profile): Welcome {
  return { info, roleNames: (profile.roles ?? []).map((r) => r.name), deptName: profile.dept?.name ?? null };
}
