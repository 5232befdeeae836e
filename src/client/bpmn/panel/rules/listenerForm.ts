/** The listener and field forms of SPEC §3 and their validation (SPEC §5), independent of bpmn-js. */
export type ListenerKind = 'execution' | 'task';
export type ListenerType = 'classListener' | 'expressionListener' | 'delegateExpressionListener' | 'scriptListener';
export type TimerType = 'date' | 'duration' | 'cycle' | 'null';

export const LISTENER_TYPES: readonly ListenerType[] = ['classListener', 'expressionListener', 'delegateExpressionListener', 'scriptListener'];
export const TASK_EVENTS = ['create', 'assignment', 'complete', 'delete', 'update', 'timeout'] as const;
export const EXECUTION_EVENTS = ['start', 'end'] as const;
export const TIMER_TYPES: readonly TimerType[] = ['date', 'duration', 'cycle', 'null'];

export interface ListenerField {
  name: string;
  fieldType: 'string' | 'expression' | '';
  string: string;
  expression: string;
}

export interface ListenerForm {
  event: string;
  id: string;
  listenerType: ListenerType | '';
  class: string;
  expression: string;
  delegateExpression: string;
  scriptFormat: string;
  scriptType: 'inlineScript' | 'externalScript' | '';
  value: string;
  resource: string;
  eventDefinitionType: TimerType;
  eventTimeDefinitions: string;
  fields: ListenerField[];
}

export const emptyListener = (kind: ListenerKind): ListenerForm => ({
  event: kind === 'task' ? 'create' : 'start',
  id: '',
  listenerType: 'classListener',
  class: '',
  expression: '',
  delegateExpression: '',
  scriptFormat: '',
  scriptType: '',
  value: '',
  resource: '',
  eventDefinitionType: 'null',
  eventTimeDefinitions: '',
  fields: [],
});

export const emptyField = (): ListenerField => ({ name: '', fieldType: 'string', string: '', expression: '' });

/** Message keys (under bpm.listener.errors) by field; empty when the form may be saved. */
export type Errors = Partial<Record<string, string>>;

const blank = (v: string | undefined): boolean => !v || !v.trim();

/** SPEC §5 listener form: what is required depends on the kind, the listener type, the script type and the timer. */
export function validateListener(form: ListenerForm, kind: ListenerKind): Errors {
  const errors: Errors = {};
  if (blank(form.event)) errors.event = 'event';
  if (kind === 'task' && blank(form.id)) errors.id = 'id';
  if (!form.listenerType) errors.listenerType = 'listenerType';
  if (form.listenerType === 'classListener' && blank(form.class)) errors.class = 'class';
  if (form.listenerType === 'expressionListener' && blank(form.expression)) errors.expression = 'expression';
  if (form.listenerType === 'delegateExpressionListener' && blank(form.delegateExpression)) errors.delegateExpression = 'delegateExpression';
  if (form.listenerType === 'scriptListener') {
    if (blank(form.scriptFormat)) errors.scriptFormat = 'scriptFormat';
    if (!form.scriptType) errors.scriptType = 'scriptType';
    if (form.scriptType === 'inlineScript' && blank(form.value)) errors.value = 'value';
    if (form.scriptType === 'externalScript' && blank(form.resource)) errors.resource = 'resource';
  }
  if (showsTimer(form, kind) && form.eventDefinitionType !== 'null' && blank(form.eventTimeDefinitions)) errors.eventTimeDefinitions = 'eventTimeDefinitions';
  return errors;
}

/** The event 'timeout' on a task listener reveals the timer type and definition (SPEC §4). */
export const showsTimer = (form: Pick<ListenerForm, 'event'>, kind: ListenerKind): boolean => kind === 'task' && form.event === 'timeout';

/** SPEC §5 field form: name and type required, then the string or the expression by type. */
export function validateField(field: ListenerField): Errors {
  const errors: Errors = {};
  if (blank(field.name)) errors.name = 'fieldName';
  if (!field.fieldType) errors.fieldType = 'fieldType';
  if (field.fieldType === 'string' && blank(field.string)) errors.string = 'fieldString';
  if (field.fieldType === 'expression' && blank(field.expression)) errors.expression = 'fieldExpression';
  return errors;
}

/** Saving replaces the entry at the edited index, or appends for a new one (index -1). */
export function upsertAt<T>(list: readonly T[], index: number, item: T): T[] {
  return index >= 0 && index < list.length ? list.map((x, i) => (i === index ? item : x)) : [...list, item];
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
