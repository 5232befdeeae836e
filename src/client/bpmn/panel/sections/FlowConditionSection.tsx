import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { readFlowCondition, setCondition, setFlowType, type ConditionType, type FlowCondition, type FlowType, type ScriptType } from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { CommitField, PanelSelect } from '../ui/index.ts';

/** 流转条件: normal / default / condition; expression or script; inline or external (SPEC §3, §4). */
export function FlowConditionSection() {
  const translate = useTranslate();
  const { services, element } = usePanel();
  const t = (key: string) => translate(`app.bpm.panel.condition.${key}`);
  const read = readFlowCondition(services, element);
  // "external" with no resource yet cannot be read back from the diagram: the choice is kept here until it is.
  const [pendingExternal, setPendingExternal] = useState(false);
  const form = { ...read, scriptType: pendingExternal && !read.resource ? 'externalScript' as const : read.scriptType };
  const write = (patch: Partial<FlowCondition>) => setCondition(services, element, { ...form, ...patch });
  return (
    <>
      <PanelSelect<FlowType>
        label={t('type')}
        value={form.type}
        options={(['normal', 'default', 'condition'] as const).map((v) => ({ value: v, label: t(v) }))}
        onChange={(v) => setFlowType(services, element, v)}
        testId="panel-flow-type"
      />
      {form.type === 'condition' && (
        <>
          <PanelSelect<ConditionType>
            label={t('conditionType')}
            value={form.conditionType}
            options={(['expression', 'script'] as const).map((v) => ({ value: v, label: t(v) }))}
            onChange={(conditionType) => write({ conditionType, language: conditionType === 'script' ? form.language || 'groovy' : '' })}
            testId="panel-condition-type"
          />
          {form.conditionType === 'expression' ? (
            <CommitField label={t('body')} value={form.body} onCommit={(body) => write({ body })} testId="panel-condition-body" />
          ) : (
            <>
              <CommitField label={t('language')} value={form.language} onCommit={(language) => write({ language })} testId="panel-condition-language" />
              <PanelSelect<ScriptType>
                label={t('scriptType')}
                value={form.scriptType}
                options={(['inlineScript', 'externalScript'] as const).map((v) => ({ value: v, label: t(v) }))}
                onChange={(scriptType) => {
                  setPendingExternal(scriptType === 'externalScript');
                  if (scriptType === 'inlineScript' || form.resource) write({ scriptType });
                }}
                testId="panel-condition-script-type"
              />
              {form.scriptType === 'inlineScript' ? (
                <CommitField label={t('scriptBody')} value={form.body} multiline minRows={2} onCommit={(body) => write({ body })} testId="panel-condition-script" />
              ) : (
                <CommitField label={t('resource')} value={form.resource} onCommit={(resource) => write({ resource })} testId="panel-condition-resource" />
              )}
            </>
          )}
        </>
      )}
    </>
  );
}
