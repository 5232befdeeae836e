import type { DictEntry } from '../../../dict/dictStore.ts';
import { deptOptions, deptTree } from '../../dept/deptApi.ts';
import type { OptionSource, RuleChoices } from './ruleApi.ts';

/** One pickable option: its id, its label, and for departments its depth in the tree (indent). */
export interface Choice {
  id: number;
  label: string;
  depth?: number;
}

/** The options of each picker: the loaded lists, departments in tree order, scripts from their dictionary. */
export function choicesBySource(loaded: RuleChoices | null, scripts: readonly DictEntry[]): Record<OptionSource, Choice[]> {
  return {
    roleIds: loaded?.roleIds ?? [],
    deptIds: loaded ? deptOptions(deptTree(loaded.deptRows)).map((d) => ({ id: d.id, label: d.name, depth: d.depth })) : [],
    postIds: loaded?.postIds ?? [],
    userIds: loaded?.userIds ?? [],
    userGroupIds: loaded?.userGroupIds ?? [],
    scripts: scripts.map((s) => ({ id: Number(s.value), label: s.label })),
  };
}

/** The names of a rule's options (规则范围); an id no list knows (a disabled role) shows as itself. */
export const labelsOf = (choices: readonly Choice[], ids: readonly number[]): string[] =>
  ids.map((id) => choices.find((c) => c.id === id)?.label ?? String(id));
