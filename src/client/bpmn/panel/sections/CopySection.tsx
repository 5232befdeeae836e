import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CANDIDATE_STRATEGIES, CANDIDATE_STRATEGY, STRATEGIES_WITHOUT_PARAM } from '../../../../shared/bpmn/copyNode.ts';
import { loadRuleChoices, type OptionSource, type RuleChoices } from '../../../pages/bpm/rule/ruleApi.ts';
import { choicesBySource, type Choice } from '../../../pages/bpm/rule/ruleChoices.ts';
import { isCopyNode, readCopyNode, setCopyCandidates, setCopyNode } from '../rules/index.ts';
import { usePanel } from '../PanelContext.tsx';
import { PanelSelect, PanelSwitch } from '../ui/index.ts';

/** The assign rules' pickers by candidate strategy (the same numbers; 36 / 37 need no ids). */
const SOURCES: Partial<Record<number, Exclude<OptionSource, 'scripts'>>> = {
  [CANDIDATE_STRATEGY.ROLE]: 'roleIds',
  [CANDIDATE_STRATEGY.DEPT_MEMBER]: 'deptIds',
  [CANDIDATE_STRATEGY.DEPT_LEADER]: 'deptIds',
  [CANDIDATE_STRATEGY.POST]: 'postIds',
  [CANDIDATE_STRATEGY.USER]: 'userIds',
  [CANDIDATE_STRATEGY.USER_GROUP]: 'userGroupIds',
};

const NONE = '';

/**
 * 抄送 of a service task (issue 37 item 4): whether it is a copy node (today's yudao `${bpmCopyTaskDelegate}`), and
 * whom it copies to — yudao's candidate strategy and, picked as in the assign rules' form, the roles, departments,
 * posts, users or user groups (rules/copyNode.ts). Any other service task is refused at deploy.
 */
export function CopySection() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.panel.copy.${key}`);
  const { services, element } = usePanel();
  const copy = isCopyNode(services, element);
  const form = readCopyNode(services, element);
  const [loaded, setLoaded] = useState<RuleChoices | null>(null);
  useEffect(() => {
    if (!copy) return undefined;
    let live = true;
    void loadRuleChoices().then((c) => live && setLoaded(c));
    return () => { live = false; };
  }, [copy]);
  const choices = useMemo(() => choicesBySource(loaded, []), [loaded]);
  if (!copy) {
    return (
      <>
        <PanelSwitch label={t('isCopy')} checked={false} onChange={(on) => setCopyNode(services, element, on)} testId="panel-copy-node" />
        <Typography variant="body2" color="text.secondary">{t('otherService')}</Typography>
      </>
    );
  }
  const strategy = Number(form.strategy);
  const source = SOURCES[strategy];
  const options: Choice[] = source ? choices[source] : [];
  // an id no list knows (a disabled user) is kept, shown as itself
  const picked = form.ids.map((id) => options.find((c) => c.id === id) ?? { id, label: String(id) });
  const needsIds = !STRATEGIES_WITHOUT_PARAM.includes(strategy);
  return (
    <>
      <PanelSwitch label={t('isCopy')} checked onChange={(on) => setCopyNode(services, element, on)} testId="panel-copy-node" />
      <PanelSelect
        label={t('strategy')}
        value={form.strategy}
        options={[{ value: NONE, label: t('unset') }, ...CANDIDATE_STRATEGIES.map((c) => ({ value: String(c), label: t(`strategy${c}`) }))]}
        // another kind of ids: the old ones named something else
        onChange={(v) => setCopyCandidates(services, element, { strategy: v, ids: SOURCES[Number(v)] === source ? form.ids : [] })}
        error={form.strategy ? undefined : t('idsRequired')}
        testId="panel-copy-strategy"
      />
      {source && (
        <Autocomplete
          multiple size="small" options={options} value={picked} disableCloseOnSelect
          getOptionLabel={(c) => c.label} isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, value) => setCopyCandidates(services, element, { strategy: form.strategy, ids: value.map((c) => c.id) })}
          renderOption={({ key, ...props }, c) => (
            <li key={key} {...props} style={{ paddingLeft: 16 + (c.depth ?? 0) * 16 }} data-testid="panel-copy-option">{c.label}</li>
          )}
          renderInput={(params) => (
            <TextField {...params} margin="dense" label={t(source)} error={needsIds && !form.ids.length} helperText={needsIds && !form.ids.length ? t('idsRequired') : undefined} data-testid="panel-copy-ids" />
          )}
        />
      )}
    </>
  );
}
