import { isA, rootOf, run, updateModdle, type BpmnServices } from './services.ts';

export type RootKind = 'message' | 'signal';
const TYPES: Record<RootKind, string> = { message: 'bpmn:Message', signal: 'bpmn:Signal' };

/** The process's messages or signals (definitions' root elements), in document order. */
export function listRootElements(services: BpmnServices, kind: RootKind): { id: string; name: string }[] {
  const { definitions } = rootOf(services);
  return (definitions?.rootElements ?? []).filter((e: any) => isA(e, TYPES[kind])).map((e: any) => ({ id: e.id, name: e.name ?? '' }));
}

/**
 * Adds a message or signal as one undoable command on the definitions. A duplicate id is refused with
 * 'exists' (该消息已存在，请修改id后重新保存 / 该信号已存在，请修改id后重新保存); so is an id another element uses.
 */
export function addRootElement(services: BpmnServices, kind: RootKind, value: { id: string; name: string }): 'exists' | 'required' | null {
  const id = value.id.trim();
  if (!id) return 'required';
  const { root, definitions } = rootOf(services);
  if (listRootElements(services, kind).some((e) => e.id === id) || services.elementRegistry.get(id)) return 'exists';
  const created = services.moddle.create(TYPES[kind], { id, name: value.name.trim() || undefined });
  created.$parent = definitions;
  run(services, [updateModdle(root, definitions, { rootElements: [...(definitions.rootElements ?? []), created] })]);
  return null;
}
