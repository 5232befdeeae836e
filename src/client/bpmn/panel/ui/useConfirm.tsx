import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../shell/ConfirmDialog.tsx';

/** What an irreversible action's question may say beyond its message: its own title and the verb of its button. */
export interface ConfirmWords {
  title?: string;
  confirmLabel?: string;
}

/**
 * `confirm(message)` resolves true on 确定 and false on 取消 (which does nothing, SPEC §5). The dialog carries the
 * message helpers' title 系统提示 and buttons 确定 / 取消 (SPEC §8), unless the action names itself (提交建议 …
 * 确定提交): a question that says what follows reads better with the action's own words on its button.
 */
export function useConfirm(): [ReactNode, (message: string, words?: ConfirmWords) => Promise<boolean>] {
  const translate = useTranslate();
  const [asked, setAsked] = useState<({ message: string } & ConfirmWords) | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const confirm = useCallback((message: string, words: ConfirmWords = {}) => new Promise<boolean>((resolve) => {
    resolver.current = resolve;
    setAsked({ message, ...words });
  }), []);
  const close = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setAsked(null);
  };
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={asked?.title ?? translate('app.bpm.common.confirmTitle')}
      message={asked?.message ?? ''}
      confirmLabel={asked?.confirmLabel ?? translate('app.bpm.common.confirm')}
      cancelLabel={translate('app.bpm.common.cancel')}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
      testId="bpm-confirm"
    />
  );
  return [dialog, confirm];
}
