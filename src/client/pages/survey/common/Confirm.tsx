import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../shell/ConfirmDialog.tsx';

/** A 系统提示 confirmation with 确定 / 取消 (SPEC §8 message helpers). */
export function Confirm({ open, message, onConfirm, onCancel, testId, busy }: { open: boolean; message: string; onConfirm(): void; onCancel(): void; testId?: string; busy?: boolean }) {
  const translate = useTranslate();
  return (
    <ConfirmDialog
      open={open}
      title={translate('app.survey.confirmTitle')}
      message={message}
      confirmLabel={translate('app.survey.confirm')}
      cancelLabel={translate('app.survey.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId={testId}
      busy={busy}
    />
  );
}
