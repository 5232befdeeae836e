import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { COPY_DELEGATE_EXPRESSION } from '../../../../shared/bpmn/copyNode.ts';
import { moddleExtensionsFor } from '../../../../shared/bpmn/descriptors/index.ts';
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
const moddleOptionsOf = (prefix: string) => moddleExtensionsFor(prefixOf(prefix));

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

/**
 * 抄送节点: a service task whose delegate expression is yudao's copy delegate completes at once — the copies are the
 * step's writes (copies.ts reads the node from the trail). Deploy refuses every other service task, which the engine
 * could not run (it has no service to call).
 */
function CopyNodeService() {}
CopyNodeService.prototype.execute = function execute(_message: unknown, callback: (error: Error | null) => void) {
  callback(null);
};

const copyNodes = {
  copyNode(activity: { type: string; behaviour?: Record<string, unknown> }) {
    if (activity.type === 'bpmn:ServiceTask' && activity.behaviour?.delegateExpression === COPY_DELEGATE_EXPRESSION) activity.behaviour.Service = CopyNodeService;
  },
};

async function newEngine(definition: RuntimeDefinition, allowScripts: boolean): Promise<{ engine: Engine; timers: DeferredTimers }> {
  const timers = new DeferredTimers();
  const engine = new Engine({
    name: definition.id,
    sourceContext: (await contextOf(definition)) as never,
    moddleOptions: moddleOptionsOf(definition.enginePrefix),
    expressions: engineExpressions as never,
    timers: timers as never,
    extensions: copyNodes as never,
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

/** A waiting child of the process as bpmn-elements gives it (an ActivityApi of the process execution's postponed message). */
interface ChildApi { id: string; type: string; executionId: string; content: Record<string, unknown>; discard(): void }

/** What a move uses of a bpmn-elements Activity. */
interface ChildActivity {
  id: string;
  type: string;
  isRunning: boolean;
  isMultiInstance: boolean;
  inbound: unknown[];
  run(content: Record<string, unknown>): void;
  broker: {
    publish(exchange: string, routingKey: string, content: Record<string, unknown>): void;
    getQueue(name: string): { queueMessage(fields: { routingKey: string }, content: Record<string, unknown>): void };
  };
}

/** The running process's execution (bpmn-elements ProcessExecution): its direct children and what it waits on. */
interface ProcessRun {
  id: string;
  getActivityById(id: string): ChildActivity | undefined;
  getPostponed(): ChildApi[];
}

function processRunOf(engine: Engine): ProcessRun {
  const definition = engine.execution?.definitions?.[0] as unknown as { getRunningProcesses?: () => { execution?: ProcessRun }[] } | undefined;
  const run = definition?.getRunningProcesses?.()[0]?.execution;
  if (!run) throw new Error('moveTo: the instance has no running process');
  return run;
}

/** The task a move enters: a user task of the process itself (not of a sub-process), not running now. */
function moveTarget(run: ProcessRun, elementId: string): ChildActivity {
  const activity = run.getActivityById(elementId);
  if (!activity || activity.type !== 'bpmn:UserTask') throw new Error(`moveTo: ${elementId} is not a user task of process ${run.id}`);
  // Activity.run refuses a running activity, and an inbound would queue behind the wait and enter it a second time
  if (activity.isRunning) throw new Error(`moveTo: ${elementId} is waiting already`);
  return activity;
}

/**
 * The process's waits that the named executions are. The process tracks a multi-instance task as its body (its
 * iterations `<body>_<n>` are the body's own), so naming an iteration discards the whole body.
 */
function waitsNamed(run: ProcessRun, executionIds: string[]): ChildApi[] {
  const postponed = run.getPostponed().filter((api) => api.type === 'bpmn:UserTask');
  const waits: ChildApi[] = [];
  for (const executionId of executionIds) {
    const wait = postponed.find((api) => api.executionId === executionId
      || (executionId.startsWith(`${api.executionId}_`) && run.getActivityById(api.id)?.isMultiInstance));
    if (!wait) throw new Error(`moveTo: ${executionId} is not a waiting user task of the instance`);
    if (!waits.includes(wait)) waits.push(wait);
  }
  return waits;
}

/**
 * Enters the target as a taken flow would. The restart message in its inbound queue (what a repeating boundary timer
 * sends) makes the activity stop consuming inbound and run, so an inbound arriving while it waits queues until it has
 * left, as always. A task without inbound flows has no inbound consumer: it is run directly. Either way the process
 * execution, which listens to every child's events, tracks the new run (postponed until it leaves). The execution id
 * is a new `<element>_<random hex>` (up to 10 digits) as on every entering (bpmn-elements getUniqueId), so the new task's (instance,
 * element, execution) differs from the earlier one's as a loop's re-entered task does (tests check it).
 */
function enterAfresh(target: ChildActivity, movedFrom: string[]): void {
  const inbound = { type: 'moveTo', movedFrom };
  if (target.inbound.length) target.broker.getQueue('inbound-q').queueMessage({ routingKey: 'activity.restart' }, inbound);
  else target.run({ inbound: [inbound] });
  if (!target.isRunning) throw new Error(`moveTo: ${target.id} could not be entered`);
}

/**
 * Discards a wait without its outgoing flows. An API discard (terminate's) discards them, and a discard travels on:
 * through the elements after the task, and into a parallel join, which counts it as its branch arrived and fires when
 * the other branch does — before the moved branch has run again. So the execution gets the discard its behaviour would
 * publish, with `ignoreOutbound` (how an event-based gateway leaves without its flows): the activity leaves,
 * discarded, taking and discarding nothing. The API discard after it finds the execution ended and only lets the
 * behaviour drop its listeners: a user task's left behind answers the element's next signal for the old execution
 * too, and the process then waits on that answer for ever.
 */
function discardWithoutOutbound(run: ProcessRun, wait: ChildApi): void {
  run.getActivityById(wait.id)!.broker.publish('execution', 'execute.discard', { ...wait.content, isRootScope: true, ignoreOutbound: true });
  wait.discard();
}

/** A move's steps on the engine; a refused move leaves no engine running behind it. */
function moved(running: BpmnLiveEngine, move: { discardExecutionIds: string[]; targetElementId: string }): ChildApi[] {
  try {
    const run = processRunOf(running.engine);
    const target = moveTarget(run, move.targetElementId);
    const waits = waitsNamed(run, move.discardExecutionIds);
    // the target first: with the only wait discarded before anything else waits, the process would complete
    enterAfresh(target, waits.map((wait) => wait.executionId));
    for (const wait of waits) {
      // the engine reports only the activity's leave (`end`); the trail says it was discarded
      running.recording.result.trail.push({ event: 'discard', elementId: wait.id, elementType: wait.type, executionId: wait.executionId, at: new Date() });
      discardWithoutOutbound(run, wait);
    }
    return waits;
  } catch (error) {
    running.stop();
    throw error;
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

    async moveTo(definition, from, move) {
      const running = await resumed(definition, from);
      const discarded = moved(running, move);
      const result = await settle(running);
      // a recovered engine re-emits every wait, the discarded ones too: they are gone again
      const isDiscarded = (executionId: string) => discarded.some((wait) => executionId === wait.executionId || executionId.startsWith(`${wait.executionId}_`));
      return { ...result, waiting: result.waiting.filter((wait) => !isDiscarded(wait.executionId)) };
    },
  };
}
