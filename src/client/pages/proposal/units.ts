import { deptOptions, deptTree, listAllSimpleDepts, subtreeIds } from '../dept/deptApi.ts';
import { UNIT_ROOT_NAME } from './proposalApi.ts';

/** A handling unit with its depth under the root 承办单位 (for indented options). */
export interface Unit {
  id: number;
  name: string;
  depth: number;
}

/** The handling units: the departments under the root 承办单位, in tree order. */
export async function loadUnits(): Promise<Unit[]> {
  const tree = deptTree(await listAllSimpleDepts());
  const all = deptOptions(tree);
  const root = all.find((d) => d.name === UNIT_ROOT_NAME);
  if (!root) return [];
  const under = new Set(subtreeIds(tree, root.id));
  return all.filter((d) => d.id !== root.id && under.has(d.id)).map((d) => ({ ...d, depth: d.depth - root.depth - 1 }));
}
