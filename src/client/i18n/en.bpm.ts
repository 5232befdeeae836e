import type { zhCNBpm } from './zhCN.bpm.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** English texts of the BPMN screens, typed against zh-CN so a missing key fails the type check. */
export const enBpm: Shape<typeof zhCNBpm> = {
  common: { confirmTitle: 'System message', confirm: 'OK', cancel: 'Cancel', save: 'Save', add: 'Add', edit: 'Edit', remove: 'Remove', index: 'No.', actions: 'Actions', empty: 'No data', yes: 'Yes', no: 'No' },
  toolbar: {
    open: 'Open file', download: 'Download', downloadXml: 'Download as XML', downloadBpmn: 'Download as BPMN', downloadSvg: 'Download as SVG',
    preview: 'Preview', previewXml: 'Preview XML', previewJson: 'Preview JSON', simulationOn: 'Start simulation', simulationOff: 'Exit simulation',
    simulating: 'Simulating, editing is disabled', alignLeft: 'Align left', alignRight: 'Align right', alignTop: 'Align top', alignBottom: 'Align bottom',
    alignCenter: 'Centre horizontally', alignMiddle: 'Centre vertically', zoomOut: 'Zoom out', zoomIn: 'Zoom in', zoomReset: 'Reset and centre',
    undo: 'Undo', redo: 'Redo', restart: 'Redraw', save: 'Save model', prefix: 'Engine',
    alignNeedsSelection: 'Hold Ctrl and select several elements to align them',
    alignConfirm: 'Automatic alignment may distort the diagram. Continue?',
    zoomTooSmall: 'The zoom ratio cannot be less than 0.2', zoomTooLarge: 'The zoom ratio cannot be greater than 4',
    restartConfirm: 'Redrawing clears the current diagram. Continue?', prefixConfirm: 'Switching engine rebuilds the designer with the new prefix. Continue?',
    openFailed: 'The file is not an importable diagram; see the console', previewTitle: 'Preview',
  },
  designer: {
    title: 'Process designer', back: 'Back', saved: 'Model saved', saveFailed: 'Saving the model failed, please try again!',
    noModel: 'No process model given: open the designer from the model list to save', loadFailed: 'The process model could not be loaded',
    importWarnings: 'The diagram imported with %{smart_count} warnings; see the console',
  },
  panel: {
    title: 'Properties',
    sections: { general: 'General', messages: 'Messages and signals', condition: 'Flow condition', form: 'Form', task: 'Task', multiInstance: 'Multi-instance', executionListeners: 'Execution listeners', taskListeners: 'Task listeners', properties: 'Extension properties', other: 'Other', documentation: 'Documentation' },
    general: {
      processKey: 'Process key', processName: 'Process name', id: 'ID', name: 'Name',
      keyPattern: 'A key starts with a letter or underscore, followed by letters, digits, -, _, . or $; otherwise it is not applied',
      idPattern: 'An id starts with a letter or underscore, followed by letters, digits, -, _, . or $', idRequired: 'The id is required', idDuplicate: 'Another element uses this id',
      keyLocked: 'The process key is the model key and cannot change once saved',
    },
    messages: {
      messageList: 'Messages', signalList: 'Signals', createMessage: 'New message', createSignal: 'New signal', messageId: 'Message id', messageName: 'Message name',
      signalId: 'Signal id', signalName: 'Signal name', messageExists: 'This message exists already; change the id and save again',
      signalExists: 'This signal exists already; change the id and save again', idRequired: 'The id is required',
    },
    condition: {
      type: 'Flow type', normal: 'Normal flow', default: 'Default flow', condition: 'Conditional flow', conditionType: 'Condition format', expression: 'Expression', script: 'Script',
      body: 'Expression', language: 'Script language', scriptType: 'Script type', inlineScript: 'Inline script', externalScript: 'External script', scriptBody: 'Script', resource: 'Resource',
    },
    form: {
      formKey: 'Form key', businessKey: 'Business key', noBusinessKey: 'None', fields: 'Form fields', addField: 'Add field', hint: 'To use a process form, design it on the process form page:', hintLink: 'Process forms',
      fieldTitle: 'Form field', fieldId: 'Field id', fieldType: 'Type', customType: 'Type name', fieldLabel: 'Label', defaultValue: 'Default value', datePattern: 'Date pattern',
      enumValues: 'Enum values', enumId: 'Value id', enumName: 'Value name', constraints: 'Constraints', constraintName: 'Name', constraintConfig: 'Config',
      properties: 'Properties', propertyId: 'Property id', propertyValue: 'Value', fieldIdRequired: 'The field id is required',
      types: { long: 'Long', string: 'String', boolean: 'Boolean', date: 'Date', enum: 'Enum', custom: 'Custom type' },
    },
    task: {
      variants: { user: 'User task', script: 'Script task', receive: 'Receive task', other: 'Task' }, assignee: 'Assignee', candidateUsers: 'Candidate users', candidateGroups: 'Candidate groups',
      dueDate: 'Due date', followUpDate: 'Follow-up date', priority: 'Priority', commaHint: 'Separate several values with commas', scriptFormat: 'Script format',
      scriptType: 'Script type', inline: 'Inline script', external: 'External resource', script: 'Script', resource: 'Resource', resultVariable: 'Result variable',
      message: 'Message', noMessage: 'None', otherTask: 'This task type has no task settings',
    },
    multiInstance: {
      loopType: 'Loop characteristics', Null: 'None', StandardLoop: 'Standard loop', ParallelMultiInstance: 'Parallel multi-instance', SequentialMultiInstance: 'Sequential multi-instance',
      loopCardinality: 'Loop cardinality', collection: 'Collection', elementVariable: 'Element variable', completionCondition: 'Completion condition',
      asyncBefore: 'Async before', asyncAfter: 'Async after', exclusive: 'Exclusive', timeCycle: 'Retry time cycle',
    },
    listener: {
      addExecution: 'Add listener', addTask: 'Add listener', event: 'Event', id: 'Listener id', listenerType: 'Listener type', summary: 'Listener',
      drawerTitle: 'Execution listener', taskDrawerTitle: 'Task listener', class: 'Java class', expression: 'Expression', delegateExpression: 'Delegate expression',
      scriptFormat: 'Script format', scriptType: 'Script type', value: 'Script', resource: 'Resource', timerType: 'Timer type', timer: 'Timer',
      fields: 'Fields', addField: 'Add field', fieldTitle: 'Field', fieldName: 'Name', fieldType: 'Type', fieldValue: 'Value', fieldExpression: 'Expression',
      removeConfirm: 'Remove this listener?', removeFieldConfirm: 'Remove this field?',
      types: { classListener: 'Java class', expressionListener: 'Expression', delegateExpressionListener: 'Delegate expression', scriptListener: 'Script' },
      fieldTypes: { string: 'String', expression: 'Expression' },
      scriptTypes: { inlineScript: 'Inline script', externalScript: 'External script' },
      timerTypes: { date: 'Date', duration: 'Duration', cycle: 'Cycle', null: 'None' },
      events: { create: 'create', assignment: 'assignment', complete: 'complete', delete: 'delete', update: 'update', timeout: 'timeout', start: 'start', end: 'end', take: 'take' },
      errors: {
        event: 'Choose the event', id: 'Enter the listener id', listenerType: 'Choose the listener type', class: 'Enter the Java class', expression: 'Enter the expression',
        delegateExpression: 'Enter the delegate expression', scriptFormat: 'Enter the script format', scriptType: 'Choose the script type', value: 'Enter the script',
        resource: 'Enter the resource', eventTimeDefinitions: 'Enter the timer definition', fieldName: 'Enter the field name', fieldType: 'Choose the field type',
        fieldString: 'Enter the value', fieldExpression: 'Enter the expression',
      },
    },
    properties: { name: 'Name', value: 'Value', add: 'Add property', dialogTitle: 'Property', removeConfirm: 'Remove this property?', nameRequired: 'The name is required' },
    other: { asyncBefore: 'Async before', asyncAfter: 'Async after', exclusive: 'Exclusive', jobPriority: 'Job priority', timeCycle: 'Retry time cycle', none: 'Nothing else to configure' },
    documentation: { text: 'Documentation' },
  },
  model: {
    title: 'Process models', key: 'Process key', name: 'Process name', category: 'Category', description: 'Description', formType: 'Form type', formId: 'Process form',
    formCustomCreatePath: 'Form create route', formCustomViewPath: 'Form view route', enginePrefix: 'Engine prefix', createTime: 'Created',
    keyRequired: 'The process key is required', nameRequired: 'The process name is required',
    keyPattern: 'Invalid key: start with a letter or underscore, followed by letters, digits, -, _, . or $',
    create: 'New process', editTitle: 'Edit process', createTitle: 'New process', design: 'Design', delete: 'Delete', edit: 'Edit', search: 'Search', reset: 'Reset',
    deleteConfirm: 'Delete this process model?', created: 'Created', updated: 'Updated', deleted: 'Deleted', keyPlaceholder: 'Process key', namePlaceholder: 'Process name',
  },
  viewer: {
    title: 'Diagram', tableTitle: 'Steps', step: 'Step', state: 'State', approver: 'Approver', department: 'Department', createTime: 'Created', endTime: 'Ended',
    opinion: 'Opinion', initiator: 'Initiator', result: 'Result',
    states: { done: 'Done', pending: 'In progress', rejected: 'Rejected', cancelled: 'Cancelled', approved: 'Approved', notReached: 'Not reached' },
    results: { '1': 'In progress', '2': 'Approved', '3': 'Rejected', '4': 'Cancelled' },
    business: { tableTitle: 'Steps', approver: 'Handled by', opinion: 'Opinion' },
    startStep: 'Started', endStep: 'Ended', noDiagram: 'No diagram to display', importFailed: 'The diagram could not be loaded',
    duration: 'Took', zoom: { in: 'Zoom in', out: 'Zoom out', fit: 'Fit to the box' },
  },
};
