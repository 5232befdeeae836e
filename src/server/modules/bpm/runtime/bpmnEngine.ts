import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { DESCRIPTORS } from '../../../../shared/bpmn/descriptors/index.ts';
import { isEnginePrefix, type EnginePrefix } from '../../../../shared/bpmn/prefixes.ts';
import { engineExpressions } from './engineExpressions.ts';
import { DeferredTimers } from './deferredTimers.ts';
import { refusingScripts } from './scripts.ts';
import type { CompiledDefinition, LiveEngine, RuntimeDefinition, SavedInstance, StepResult, TrailEntry, WorkflowRuntime } from './port.ts';

/** The parsed model (moddle-context-serializer's context API) as bpmn-engine builds it. */
interface ParsedContext {
  serialize(): string;
  getProcesses(): { id: string; name?: string }[];
  getActivities(): { id: string; type: string; name?: string; behaviour?: { assignee?: unknown; candidateUsers?: unknown } }[];
}

const prefixOf = (value: string): EnginePrefix => (isEnginePrefix(value) ? value : 'camunda');
const moddleOptionsOf = (prefix: string) => ({ [prefixOf(prefix)]: DESCRIPTORS[prefixOf(prefix)] });

/** Parses BPMN XML with the engine prefix's descriptor (without it `camunda:assignee` is dropped, BPMN-NOTES §3d). */
async function parse(bpmnXml: string, enginePrefix: string): Promise<ParsedContext> {
  const engine = new Engine({ source: bpmnXml, moddleOptions: moddleOptionsOf(enginePrefix) } as never);
  const [definition] = await engine.getDefinitions();
  return (definition as unknown as { context: { definitionContext: ParsedContext } }).context.definitionContext;
}

/**
 * Parsed definitions by id: parsing is half the cost of a command (BPMN-NOTES §3 benchmark), and a definition
 * never changes once deployed, so each server parses one at most once (bounded, oldest dropped first).
 */
const contexts = new Map<string, Promise<ParsedContext>>();
const CONTEXT_CACHE_SIZE = 500;

function contextOf(definition: RuntimeDefinition): Promise<ParsedContext> {
  let context = contexts.get(definition.id);
  if (!context) {
    context = parse(definition.bpmnXml, definition.enginePrefix);
    context.catch(() => contexts.delete(definition.id));
    if (contexts.size >= CONTEXT_CACHE_SIZE) contexts.delete(contexts.keys().next().value as string);
    contexts.set(definition.id, context);
  }
  return context;
}

/**
 * bpmn-engine logs through `debug`: three loggers made for every element of every engine, which print nothing unless
 * DEBUG names them. Unless it does, the engine gets loggers that do nothing and cost nothing to make.
 */
const silentLogger = () => ({ debug() {}, error() {}, warn() {} });
const engineLogger = /bpmn/.test(process.env.DEBUG ?? '') ? {} : { Logger: silentLogger };

async function newEngine(definition: RuntimeDefinition, allowScripts: boolean): Promise<{ engine: Engine; timers: DeferredTimers }> {
  const timers = new DeferredTimers();
  const engine = new Engine({
    name: definition.id,
    sourceContext: (await contextOf(definition)) as never,
    moddleOptions: moddleOptionsOf(definition.enginePrefix),
    expressions: engineExpressions as never,
    timers: timers as never,
    ...engineLogger,
    ...(allowScripts ? {} : { scripts: refusingScripts as never }),
  });
  return { engine, timers };
}

type Api = { id: string; type: string; executionId: string; name?: string; content: Record<string, unknown>; owner: { behaviour: Record<string, unknown> }; environment: { variables: Record<string, unknown>; resolveExpression(e: string, m: unknown): unknown } };

type Recorded = Omit<StepResult, 'state' | 'ended' | 'variables' | 'live'>;

/**
 * Collects what each command makes the engine do, through the listener its execute/resume got: a live engine keeps
 * that listener between commands, so `next()` starts the record of the next command.
 */
function recorder() {
  const listener = new EventEmitter();
  const recording = { listener, result: { waiting: [], trail: [], timers: [] } as Recorded, next() { recording.result = { waiting: [], trail: [], timers: [] }; } };
  const trail = (event: TrailEntry['event']) => (api: Api) => {
    // a taken flow has no execution of its own: its sequence id tells two takes of one flow apart
    const executionId = api.executionId ?? String(api.content?.sequenceId ?? api.id);
    recording.result.trail.push({ event, elementId: api.id, elementType: api.type, executionId, at: new Date() });
  };
  listener.on('activity.enter', trail('enter'));
  // leave, not end: an activity interrupted by a boundary event leaves without ending
  listener.on('activity.leave', trail('end'));
  listener.on('activity.discard', trail('discard'));
  listener.on('flow.take', trail('take'));
  listener.on('activity.timer', (api: Api) => {
    const expireAt = api.content.expireAt;
    // the event definition's execution (`…_0`) reports the timer; the job belongs to the element's execution
    const parent = api.content.parent as { executionId?: string } | undefined;
    if (expireAt) recording.result.timers.push({ elementId: api.id, executionId: parent?.executionId ?? api.executionId, dueAt: new Date(expireAt as string) });
  });
  listener.on('activity.wait', (api: Api) => {
    if (api.type !== 'bpmn:UserTask') return;
    const { waiting } = recording.result;
    if (waiting.some((w) => w.executionId === api.executionId)) return;
    waiting.push({ elementId: api.id, executionId: api.executionId, name: String(api.owner.behaviour.name ?? api.id), candidateUserIds: candidates(api) });
  });
  return recording;
}

type Recording = ReturnType<typeof recorder>;
type Ended = { value: boolean; error?: Error };

/** An engine with what a command's step needs of it; once the step leaves it waiting, it is the step's live engine (port.ts LiveEngine). */
class BpmnLiveEngine implements LiveEngine {
  constructor(readonly definitionId: string, readonly engine: Engine, readonly timers: DeferredTimers, readonly ended: Ended, readonly recording: Recording) {}

  stop(): void {
    void this.engine.stop();
  }
}

/** The assignee / candidateUsers attributes, expressions resolved in the waiting message (so `${assignee}` of a countersign works). */
function candidates(api: Api): number[] {
  const behaviour = api.owner.behaviour;
  const out: number[] = [];
  for (const attribute of [behaviour.assignee, behaviour.candidateUsers]) {
    if (typeof attribute !== 'string' || !attribute.trim()) continue;
    const resolved = api.environment.resolveExpression(attribute, api);
    const values = Array.isArray(resolved) ? resolved : String(resolved ?? '').split(',');
    for (const value of values) {
      const id = Number(String(value).trim());
      if (Number.isSafeInteger(id) && id > 0 && !out.includes(id)) out.push(id);
    }
  }
  return out;
}

/** The engine state without the embedded model: the definition row keeps that once (BPMN-NOTES §3b). */
async function stateOf(engine: Engine): Promise<unknown> {
  const state = (await engine.getState()) as { definitions?: { source?: unknown }[] };
  for (const definition of state.definitions ?? []) delete definition.source;
  return state;
}

/** Lets the engine's queued messages run out after a signal, then reads where it stands; the engine stays live while it waits. */
async function settle(running: BpmnLiveEngine): Promise<StepResult> {
  const { engine, timers, ended, recording } = running;
  await new Promise((resolve) => setImmediate(resolve));
  await timers.flush();
  if (ended.error) throw ended.error;
  const variables = { ...definitionVariables(engine) };
  const recorded = recording.result;
  if (ended.value) return { state: null, live: null, ended: true, variables, ...recorded };
  const state = await stateOf(engine);
  return { state, live: running, ended: false, variables, ...recorded };
}

function watch(engine: Engine): Ended {
  const ended: Ended = { value: false };
  engine.once('end', () => { ended.value = true; });
  engine.once('error', (error: Error) => { ended.error = error; });
  return ended;
}

const definitionVariables = (engine: Engine): Record<string, unknown> =>
  ((engine.execution?.definitions?.[0] as unknown as { environment?: { variables?: Record<string, unknown> } })?.environment?.variables) ?? {};

/**
 * Variables a command sets on a running instance (a business command's decision): the definition's and every running
 * process's environment, which is a copy taken when the process started and is what its activities' expressions
 * read — a collection or a condition reached after the command sees the new value.
 */
function setVariables(engine: Engine, variables: Record<string, unknown>): void {
  if (!Object.keys(variables).length) return;
  Object.assign(definitionVariables(engine), variables);
  const definition = engine.execution?.definitions?.[0] as unknown as { getRunningProcesses?: () => { environment?: { variables?: Record<string, unknown> } }[] } | undefined;
  for (const process of definition?.getRunningProcesses?.() ?? []) {
    if (process.environment?.variables) Object.assign(process.environment.variables, variables);
  }
}

export function bpmnEngineRuntime(options: { allowScripts: boolean }): WorkflowRuntime {
  const { allowScripts } = options;

  async function recovered(definition: RuntimeDefinition, state: unknown) {
    const { engine, timers } = await newEngine(definition, allowScripts);
    engine.recover(structuredClone(state) as never);
    const ended = watch(engine);
    const recording = recorder();
    await engine.resume({ listener: recording.listener } as never);
    return new BpmnLiveEngine(definition.id, engine, timers, ended, recording);
  }

  /** The kept engine when there is one for this definition (its record started afresh), else the state recovered. */
  function resumed(definition: RuntimeDefinition, from: SavedInstance) {
    const { live } = from;
    if (live instanceof BpmnLiveEngine && live.definitionId === definition.id && !live.ended.value && !live.ended.error) {
      live.recording.next();
      return live;
    }
    live?.stop();
    return recovered(definition, from.state);
  }

  return {
    async compile(bpmnXml, enginePrefix): Promise<CompiledDefinition> {
      const context = await parse(bpmnXml, enginePrefix);
      const processes = context.getProcesses();
      const named = (value: unknown) => typeof value === 'string' && value.trim() !== '';
      const userTasks = context.getActivities().filter((a) => a.type === 'bpmn:UserTask')
        .map((a) => ({ id: a.id, name: a.name ?? a.id, hasAssignee: named(a.behaviour?.assignee) || named(a.behaviour?.candidateUsers) }));
      return { processId: processes[0]?.id ?? '', processName: processes[0]?.name ?? '', processCount: processes.length, userTasks };
    },

    async start(definition, variables) {
      const { engine, timers } = await newEngine(definition, allowScripts);
      const ended = watch(engine);
      const recording = recorder();
      await engine.execute({ listener: recording.listener, variables } as never);
      return settle(new BpmnLiveEngine(definition.id, engine, timers, ended, recording));
    },

    async complete(definition, from, task, variables) {
      const running = await resumed(definition, from);
      setVariables(running.engine, variables);
      // the task's output ({approved}): a countersign's completion condition counts it (nrOfApproved)
      running.engine.execution!.signal({ id: task.elementId, executionId: task.executionId, ...variables, approved: true } as never);
      return settle(running);
    },

    async fireDue(definition, state) {
      return settle(await recovered(definition, state));
    },

    async terminate(definition, from) {
      const running = await resumed(definition, from);
      for (const postponed of running.engine.execution!.getPostponed()) postponed.discard();
      const result = await settle(running);
      result.live?.stop();
      return { ...result, state: null, live: null, ended: true, waiting: [] };
    },
  };
}
