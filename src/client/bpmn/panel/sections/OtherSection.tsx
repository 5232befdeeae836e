import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { hasAsync, hasJobPriority, readDocumentation, readOther, setAsync, setDocumentation, setExclusive, setJobPriority, setRetryTimeCycle } from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { CommitField, PanelSwitch } from '../ui/index.ts';

/** 其他: async continuations, exclusive, job priority and retries (what applies to the element). */
export function OtherSection() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.other.${key}`);
  const { services, element } = usePanel();
  if (!hasJobPriority(element)) return <Typography variant="body2" color="text.secondary">{t('none')}</Typography>;
  const form = readOther(services, element);
  const async = hasAsync(element);
  return (
    <>
      {async && (
        <>
          <PanelSwitch label={t('asyncBefore')} checked={form.asyncBefore} onChange={(v) => setAsync(services, element, 'asyncBefore', v)} testId="panel-async-before" />
          <PanelSwitch label={t('asyncAfter')} checked={form.asyncAfter} onChange={(v) => setAsync(services, element, 'asyncAfter', v)} testId="panel-async-after" />
          {(form.asyncBefore || form.asyncAfter) && (
            <>
              <PanelSwitch label={t('exclusive')} checked={form.exclusive} onChange={(v) => setExclusive(services, element, v)} testId="panel-exclusive" />
              <CommitField label={t('timeCycle')} value={form.timeCycle} onCommit={(v) => setRetryTimeCycle(services, element, v.trim())} testId="panel-time-cycle" />
            </>
          )}
        </>
      )}
      <CommitField label={t('jobPriority')} value={form.jobPriority} onCommit={(v) => setJobPriority(services, element, v.trim())} testId="panel-job-priority" />
    </>
  );
}

/** 元素文档: the element's documentation text. */
export function DocumentationSection() {
  const translate = useTranslate();
  const { services, element } = usePanel();
  return (
    <CommitField label={translate('app.bpm.panel.documentation.text')} value={readDocumentation(element)} multiline minRows={3} onCommit={(v) => setDocumentation(services, element, v)} testId="panel-documentation" />
  );
}
