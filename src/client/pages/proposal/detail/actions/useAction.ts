import { useState } from 'react';
import { notifier } from '../../../../api/index.ts';
import { useConfirm } from '../../../../bpmn/panel/ui/useConfirm.tsx';

/** What an action of the panel asks before it runs (what will follow), and says after it (what happened). */
export interface ActionWords {
  title: string;
  question: string;
  confirmLabel: string;
  done: string;
}

/**
 * Runs one command of the action panel: each is irreversible (the step moves on, someone else gets the work), so it
 * asks first with what will follow; 取消 leaves the form as it is. Busy while it runs, a plain sentence of what
 * happened and a reload after it; the server's refusal is shown by the http layer. The panel renders `dialog`.
 */
export function useAction(onDone: () => void) {
  const [dialog, confirm] = useConfirm();
  const [busy, setBusy] = useState(false);
  const run = async (command: () => Promise<unknown>, words: ActionWords) => {
    if (!(await confirm(words.question, { title: words.title, confirmLabel: words.confirmLabel }))) return;
    setBusy(true);
    try {
      await command();
      notifier.toast('success', words.done);
      onDone();
    } catch {
      // the http client has shown the server's message (someone acted first, a field refused…)
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, dialog };
}
