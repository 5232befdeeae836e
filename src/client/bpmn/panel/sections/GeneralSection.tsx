import { useTranslate } from 'react-admin';
import { applyId, applyName, isKeyEditable, isProcess } from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { CommitField } from '../ui/index.ts';

/** 常规: process key and name, or element id and name. An invalid key or id is shown and not applied. */
export function GeneralSection() {
  const translate = useTranslate();
  const { services, element, lockedKey } = usePanel();
  const bo = element.businessObject;
  const processLike = isProcess(element);
  const idMessage = (error: string | null) => {
    if (!error) return null;
    if (error === 'pattern') return translate(processLike ? 'app.bpm.panel.general.keyPattern' : 'app.bpm.panel.general.idPattern');
    return translate(error === 'duplicate' ? 'app.bpm.panel.general.idDuplicate' : 'app.bpm.panel.general.idRequired');
  };
  return (
    <>
      <CommitField
        label={translate(processLike ? 'app.bpm.panel.general.processKey' : 'app.bpm.panel.general.id')}
        value={bo.id ?? ''}
        disabled={processLike && !isKeyEditable(lockedKey)}
        helperText={processLike && !isKeyEditable(lockedKey) ? translate('app.bpm.panel.general.keyLocked') : undefined}
        onCommit={(v) => idMessage(applyId(services, element, v.trim()))}
        testId="panel-id"
      />
      <CommitField
        label={translate(processLike ? 'app.bpm.panel.general.processName' : 'app.bpm.panel.general.name')}
        value={bo.name ?? ''}
        onCommit={(v) => applyName(services, element, v)}
        testId="panel-name"
      />
    </>
  );
}
