import type { ComponentType } from 'react';
import type { BpmTask } from './instanceApi.ts';

/**
 * What a business process (a form of type 20, known by its view path) changes on the generic process pages: its
 * features register it when they load, so the bpm pages name no business module.
 */

/**
 * The view paths of business forms whose tasks are decided on that page, not with the generic 通过 / 不通过 (the
 * server refuses those for them: a proposal's gateways need its own variables).
 */
const handledOnView = new Set<string>();

export function registerTaskHandlingView(path: string): void {
  handledOnView.add(path);
}

export const tasksHandledOnView = (path: string | null | undefined): boolean => Boolean(path && handledOnView.has(path));

/** What an approver reads beside 通过 / 不通过 of a business process's task (the leave's type, dates, days, reason). */
export type TaskContextView = ComponentType<{ businessKey: string }>;

const contexts = new Map<string, TaskContextView>();

export function registerTaskContext(path: string, view: TaskContextView): void {
  contexts.set(path, view);
}

export const taskContextView = (path: string | null | undefined): TaskContextView | undefined => (path ? contexts.get(path) : undefined);

/** What the record knows when it words a task: every task of the instance and the instance's variables. */
export interface RecordFacts {
  tasks: readonly BpmTask[];
  variables: Readonly<Record<string, unknown>>;
}

/**
 * A task of the record in its business's words, as translation keys: who did it (审核人, 答复单位 …), when, what they
 * wrote, and the outcome in place of 通过 — a text, or a dictionary's label (满意 / 不满意). No outcome keeps the result.
 */
export interface RecordWording {
  assignee: string;
  dept: string;
  endTime: string;
  opinion: string;
  /** the department is who acted (a unit's reply), its person only who wrote it: the department comes first */
  byDept?: boolean;
  outcome?: { text: string; tone: 'success' | 'warning' | 'error' | 'primary' | 'info' } | { dictType: string; value: string };
}

export interface RecordWords {
  /** the record's heading (流程记录) */
  title: string;
  describe(task: BpmTask, facts: RecordFacts): RecordWording;
}

/** Each task's wording by its id, for the record and the diagram's steps alike. */
export function wordingsOf(words: RecordWords | undefined, tasks: readonly BpmTask[], variables: Readonly<Record<string, unknown>>): ReadonlyMap<string, RecordWording> | undefined {
  return words && new Map(tasks.map((task) => [task.id, words.describe(task, { tasks, variables })]));
}

const recordWords = new Map<string, RecordWords>();

export function registerRecordWords(path: string, words: RecordWords): void {
  recordWords.set(path, words);
}

export const recordWordsOf = (path: string | null | undefined): RecordWords | undefined => (path ? recordWords.get(path) : undefined);
