import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../shell/ConfirmDialog.tsx';

/**
 * `confirm(message)` resolves true on 确定 and false on 取消 (which does nothing, SPEC §5). The dialog carries the
 * message helpers' title 系统提示 and buttons 确定 / 取消 (SPEC §8).
 */
export function useConfirm(): [ReactNode, (message: string) => Promise<boolean>] {
  const translate = useTranslate();
  const [message, setMessage] = useState<string | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const confirm = useCallback((text: string) => new Promise<boolean>((resolve) => {
    resolver.current = resolve;
    setMessage(text);
  }), []);
  const close = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setMessage(null);
  };
  const dialog = (
    <ConfirmDialog
      open={message !== null}
      title={translate('app.bpm.common.confirmTitle')}
      message={message ?? ''}
      confirmLabel={translate('app.bpm.common.confirm')}
      cancelLabel={translate('app.bpm.common.cancel')}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
      testId="bpm-confirm"
    />
  );
  return [dialog, confirm];
}
