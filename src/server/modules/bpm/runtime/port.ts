/**
 * The workflow runtime port: what the BPM service asks of an engine. bpmn-engine sits behind it (bpmnEngine.ts);
 * nothing else in the code base imports bpmn-engine, so the engine can be swapped (docs/bpm-runtime.md).
 * Every call is computation on a definition and a saved state: the caller loads and stores them inside its own
 * transaction. A step on an instance that still waits also hands back its engine, live: the caller may keep it for
 * the instance's next command (liveEngines.ts), which then passes it back instead of having the state recovered.
 */

/** A deployed definition as the runtime needs it (it caches the parsed model by id: a definition never changes). */
export interface RuntimeDefinition {
  id: string;
  bpmnXml: string;
  enginePrefix: string;
}

/** What compiling a BPMN document found (deploy checks it against the model). */
export interface CompiledDefinition {
  processId: string;
  processName: string;
  /** `hasAssignee`: the task names its people itself (assignee / candidateUsers attributes), so it needs no assign rule. */
  userTasks: { id: string; name: string; hasAssignee: boolean }[];
  processCount: number;
}

/** A user task the engine is waiting on. A resume re-emits every wait: the caller creates a task once per execution. */
export interface WaitingTask {
  elementId: string;
  executionId: string;
  name: string;
  /** Candidate user ids from the task's assignee / candidateUsers attributes, expressions resolved. */
  candidateUserIds: number[];
}

export interface TrailEntry {
  /** `end`: the element was left (completed, or interrupted by a boundary event). */
  event: 'enter' | 'end' | 'take' | 'discard';
  elementId: string;
  elementType: string;
  executionId: string;
  at: Date;
}

export interface TimerDue {
  elementId: string;
  executionId: string;
  dueAt: Date;
}

/** A waiting instance's engine, still running, as a step left it. `stop()` when nobody will use it again. */
export interface LiveEngine {
  readonly definitionId: string;
  stop(): void;
}

/** Where a command on a running instance starts from: its saved state, and the live engine at that state if one is kept. */
export interface SavedInstance {
  state: unknown;
  live: LiveEngine | null;
}

/** The outcome of one command. `state` is null once the instance has ended. */
export interface StepResult {
  state: unknown;
  /** The engine at `state`, live, while the instance waits (null once it has ended). */
  live: LiveEngine | null;
  ended: boolean;
  variables: Record<string, unknown>;
  waiting: WaitingTask[];
  trail: TrailEntry[];
  timers: TimerDue[];
}

export interface WorkflowRuntime {
  compile(bpmnXml: string, enginePrefix: string): Promise<CompiledDefinition>;
  start(definition: RuntimeDefinition, variables: Record<string, unknown>): Promise<StepResult>;
  /** Approves the waiting task execution (its output is `{approved: true}`), merging `variables` into the process variables first. */
  complete(definition: RuntimeDefinition, from: SavedInstance, task: { elementId: string; executionId: string }, variables: Record<string, unknown>): Promise<StepResult>;
  /** Resumes the instance from its saved state so the timers now due fire (the job poller calls it; a live engine has no armed timers). */
  fireDue(definition: RuntimeDefinition, state: unknown): Promise<StepResult>;
  /** Ends the instance where it stands (reject, cancel): every waiting activity is discarded. */
  terminate(definition: RuntimeDefinition, from: SavedInstance): Promise<StepResult>;
  /**
   * Moves the instance back (退回, 撤回): the user task `targetElementId` of the process is entered afresh (a new
   * execution, its candidates resolved, in `waiting`), then the waiting user-task executions named in
   * `discardExecutionIds` are discarded — they end without their outgoing flows, so nothing after them runs or counts
   * (a parallel join), and the instance does not end because of it. Naming an iteration of a multi-instance task
   * (`<body>_<n>`) discards its whole body. Other waits stay waiting. Throws when the target is not a user task of the
   * process, or waits already, or when a named execution is not a waiting user task.
   */
  moveTo(definition: RuntimeDefinition, from: SavedInstance, move: { discardExecutionIds: string[]; targetElementId: string }): Promise<StepResult>;
}
