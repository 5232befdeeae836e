import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../shell/ConfirmDialog.tsx';

/**
 * A 系统提示 confirmation with 确定 / 取消 (SPEC §8 message helpers); an irreversible action names itself instead
 * (提交问卷 … 确定提交).
 */
export function Confirm({ open, message, onConfirm, onCancel, testId, busy, title, confirmLabel }: {
  open: boolean; message: string; onConfirm(): void; onCancel(): void; testId?: string; busy?: boolean; title?: string; confirmLabel?: string;
}) {
  const translate = useTranslate();
  return (
    <ConfirmDialog
      open={open}
      title={title ?? translate('app.survey.confirmTitle')}
      message={message}
      confirmLabel={confirmLabel ?? translate('app.survey.confirm')}
      cancelLabel={translate('app.survey.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId={testId}
      busy={busy}
    />
  );
}
