import { useState } from 'react';
import { notifier } from '../../../../api/index.ts';
import { useProposalText } from '../../useProposalText.ts';

/** Runs one command of the action panel: busy while it runs, 操作成功 and a reload after it, the server's refusal shown by the http layer. */
export function useAction(onDone: () => void) {
  const { t } = useProposalText();
  const [busy, setBusy] = useState(false);
  const run = async (command: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await command();
      notifier.toast('success', t('action.done'));
      onDone();
    } catch {
      // the http client has shown the server's message (someone acted first, a field refused…)
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
