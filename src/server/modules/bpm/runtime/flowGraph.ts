/**
 * The sequence flows of a deployed diagram as a graph, for the operations that move an instance back (退回, 撤回):
 * which user tasks lie on the one path before a task, and which come after one. Read from the definition's XML once
 * per definition (its facts are cached, and a deployed definition never changes).
 */
export interface FlowGraph {
  /** User tasks by id, with their names. */
  userTasks: Map<string, string>;
  incoming: Map<string, string[]>;
  outgoing: Map<string, string[]>;
  /** Parallel and inclusive gateways: a path through one is not the one path (yudao's isSequentialReachable). */
  forks: Set<string>;
}

const graphs = new WeakMap<object, FlowGraph>();

const attribute = (attributes: string, name: string): string | undefined => new RegExp(`\\b${name}="([^"]+)"`).exec(attributes)?.[1];

export function flowGraph(definition: { bpmnXml: string }): FlowGraph {
  let graph = graphs.get(definition);
  if (graph) return graph;
  graph = { userTasks: new Map(), incoming: new Map(), outgoing: new Map(), forks: new Set() };
  for (const [, tag, attributes] of definition.bpmnXml.matchAll(/<(?:[\w-]+:)?(userTask|sequenceFlow|parallelGateway|inclusiveGateway)\s([^>]*)>/g)) {
    const id = attribute(attributes!, 'id');
    if (!id) continue;
    if (tag === 'userTask') graph.userTasks.set(id, attribute(attributes!, 'name') ?? id);
    else if (tag === 'sequenceFlow') {
      const source = attribute(attributes!, 'sourceRef');
      const target = attribute(attributes!, 'targetRef');
      if (!source || !target) continue;
      graph.outgoing.set(source, [...(graph.outgoing.get(source) ?? []), target]);
      graph.incoming.set(target, [...(graph.incoming.get(target) ?? []), source]);
    } else graph.forks.add(id);
  }
  graphs.set(definition, graph);
  return graph;
}

/** Elements reachable from `from` along `edges`, `from` itself excluded unless a loop leads back; `stop` elements are not passed. */
function reachable(from: string, edges: Map<string, string[]>, stop: Set<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const queue = [...(edges.get(from) ?? [])];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!stop.has(id)) queue.push(...(edges.get(id) ?? []));
  }
  return seen;
}

/** The user tasks on the one path before `elementId` (no parallel or inclusive gateway between): where it may go back to. */
export function sequentialPredecessors(graph: FlowGraph, elementId: string): Set<string> {
  const before = reachable(elementId, graph.incoming, graph.forks);
  return new Set([...before].filter((id) => graph.userTasks.has(id) && !graph.forks.has(id) && id !== elementId));
}

/** Every element after `elementId`, whatever the gateways: the open steps a move back to it takes away. */
export function successors(graph: FlowGraph, elementId: string): Set<string> {
  return reachable(elementId, graph.outgoing);
}
