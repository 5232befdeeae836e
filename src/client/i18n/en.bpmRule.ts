/** Assign rules, definitions and the model list's deploy actions (`app.bpmRule.*`). */
export const enBpmRule = {
  rules: 'Assign rules', rulesTitle: 'Task assign rules', taskName: 'Task', taskKey: 'Task key', ruleType: 'Rule type', ruleScope: 'Assigned to',
  actions: 'Actions', edit: 'Edit', editTitle: 'Edit task assign rule', empty: 'No data', ok: 'OK', cancel: 'Cancel', close: 'Close', updated: 'Updated',
  ruleTypeRequired: 'The rule type is required', roleIds: 'Roles', deptIds: 'Departments', postIds: 'Posts', userIds: 'Users',
  userGroupIds: 'User groups', scripts: 'Scripts', optionsRequired: '%{label} are required',
  deploy: 'Deploy', deployConfirm: 'Deploy this process?', deployed: 'Deployed', definitions: 'Definitions', activate: 'Activate', suspend: 'Suspend',
  stateConfirm: '%{action} the process "%{name}"?', stateDone: '%{action}: done', latestDefinition: 'Latest definition', version: 'Version',
  state: 'State', deploymentTime: 'Deployed', notDeployed: 'Not deployed',
  import: 'Import', importTitle: 'Import process', importFile: 'Process file', importPick: 'Choose a .bpmn file',
  importTip: 'Only .bpmn or .xml files can be imported', importFileRequired: 'Choose the process file to import', imported: 'Imported',
  definitionTitle: 'Process definitions', definitionId: 'Definition id', processName: 'Process name', category: 'Category', formInfo: 'Form',
  description: 'Description', viewXml: 'Diagram', xmlTitle: 'Diagram', back: 'Back',
};
