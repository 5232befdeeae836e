import type { zhCNSystemTools } from './zhCN.systemTools.ts';

/** English texts of the sensitive-word test and the API error log processing. */
export const enSystemTools: { [K in keyof typeof zhCNSystemTools]: string } = {
  test: 'Test',
  testTitle: 'Check for sensitive words',
  text: 'Text',
  textPlaceholder: 'Enter a text to check',
  tags: 'Tags',
  tagsPlaceholder: 'Choose tags (none: all words)',
  check: 'Check',
  found: 'Sensitive words found:',
  clean: 'No sensitive words',
  processed: 'Processed',
  ignored: 'Ignored',
  confirmTitle: 'Confirm',
  confirmProcess: 'Mark error log %{id} as "%{status}"?',
  processDone: 'Done',
};
