import { useTranslate } from 'react-admin';
import {
  loopType, readMultiInstance, setLoopAsync, setLoopAttribute, setLoopExclusive, setLoopExpression, setLoopTimeCycle, setLoopType, showsExclusive, type LoopType,
} from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { CommitField, PanelSelect, PanelSwitch } from '../ui/index.ts';

const LOOP_TYPES: readonly LoopType[] = ['Null', 'SequentialMultiInstance', 'ParallelMultiInstance', 'StandardLoop'];

/** 多实例: loop type, then for multi-instance the cardinality, collection, element variable, condition and async rules. */
export function MultiInstanceSection() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.multiInstance.${key}`);
  const { services, element } = usePanel();
  const type = loopType(element);
  const form = readMultiInstance(services, element);
  const multi = type === 'ParallelMultiInstance' || type === 'SequentialMultiInstance';
  return (
    <>
      <PanelSelect<LoopType> label={t('loopType')} value={type} options={LOOP_TYPES.map((v) => ({ value: v, label: t(v) }))} onChange={(v) => setLoopType(services, element, v)} testId="panel-loop-type" />
      {multi && (
        <>
          <CommitField label={t('loopCardinality')} value={form.loopCardinality} onCommit={(v) => setLoopExpression(services, element, 'loopCardinality', v.trim())} testId="panel-loop-cardinality" />
          <CommitField label={t('collection')} value={form.collection} onCommit={(v) => setLoopAttribute(services, element, 'collection', v.trim())} testId="panel-loop-collection" />
          <CommitField label={t('elementVariable')} value={form.elementVariable} onCommit={(v) => setLoopAttribute(services, element, 'elementVariable', v.trim())} testId="panel-loop-element-variable" />
          <CommitField label={t('completionCondition')} value={form.completionCondition} onCommit={(v) => setLoopExpression(services, element, 'completionCondition', v.trim())} testId="panel-loop-completion" />
          <PanelSwitch label={t('asyncBefore')} checked={form.asyncBefore} onChange={(v) => setLoopAsync(services, element, 'asyncBefore', v)} testId="panel-loop-async-before" />
          <PanelSwitch label={t('asyncAfter')} checked={form.asyncAfter} onChange={(v) => setLoopAsync(services, element, 'asyncAfter', v)} testId="panel-loop-async-after" />
          {showsExclusive(form) && (
            <>
              <PanelSwitch label={t('exclusive')} checked={form.exclusive} onChange={(v) => setLoopExclusive(services, element, v)} testId="panel-loop-exclusive" />
              <CommitField label={t('timeCycle')} value={form.timeCycle} onCommit={(v) => setLoopTimeCycle(services, element, v.trim())} testId="panel-loop-time-cycle" />
            </>
          )}
        </>
      )}
    </>
  );
}
