import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HasPermi } from '../../../auth/index.ts';
import { DictTag, useDict } from '../../../dict/index.ts';
import { loadRuleChoices, ruleApi, sourceOf, type AssignRule, type RuleChoices, type RuleOwner } from './ruleApi.ts';
import { choicesBySource, labelsOf } from './ruleChoices.ts';
import { RuleFormDialog } from './RuleFormDialog.tsx';

interface Props {
  owner: RuleOwner;
  onClose(): void;
}

/**
 * 任务分配规则: one row per user task of the model (or of a deployed definition, read-only: what its instances are
 * assigned by), with the rule's type and the names it assigns to; 修改 opens the rule form.
 */
export default function TaskAssignRuleDialog({ owner, onClose }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpmRule.${key}`);
  const scripts = useDict('bpm_task_assign_script');
  const [rules, setRules] = useState<AssignRule[] | null>(null);
  const [loaded, setLoaded] = useState<RuleChoices | null>(null);
  const [editing, setEditing] = useState<AssignRule | null>(null);
  const editable = 'modelId' in owner;

  const load = useCallback(() => {
    ruleApi.list(owner).then(setRules).catch(() => setRules([]));
  }, [owner]);
  useEffect(load, [load]);
  useEffect(() => {
    let live = true;
    void loadRuleChoices().then((c) => live && setLoaded(c));
    return () => { live = false; };
  }, []);
  const choices = useMemo(() => choicesBySource(loaded, scripts), [loaded, scripts]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="rule-dialog">
      <DialogTitle>{t('rulesTitle')}</DialogTitle>
      <DialogContent>
        <Table size="small" data-testid="rule-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('taskName')}</TableCell>
              <TableCell>{t('taskKey')}</TableCell>
              <TableCell>{t('ruleType')}</TableCell>
              <TableCell>{t('ruleScope')}</TableCell>
              {editable && <TableCell>{t('actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rules ?? []).map((rule) => {
              const source = sourceOf(rule.type);
              return (
                <TableRow key={rule.taskDefinitionKey} data-testid={`rule-row-${rule.taskDefinitionKey}`}>
                  <TableCell>{rule.taskDefinitionName}</TableCell>
                  <TableCell>{rule.taskDefinitionKey}</TableCell>
                  <TableCell><DictTag type="bpm_task_assign_rule_type" value={rule.type} /></TableCell>
                  <TableCell>
                    {source && labelsOf(choices[source], rule.options).map((label, i) => (
                      <Chip key={`${rule.options[i]}`} size="small" label={label} sx={{ mr: 0.5, mb: 0.5 }} />
                    ))}
                  </TableCell>
                  {editable && (
                    <TableCell>
                      <HasPermi value={[rule.id === null ? 'bpm:task-assign-rule:create' : 'bpm:task-assign-rule:update']}>
                        <Button size="small" onClick={() => setEditing(rule)} data-testid="rule-edit">{t('edit')}</Button>
                      </HasPermi>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {rules && !rules.length && (
              <TableRow><TableCell colSpan={editable ? 5 : 4} align="center">{t('empty')}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="rule-dialog-close">{t('close')}</Button>
      </DialogActions>
      {editing && (
        <RuleFormDialog rule={editing} choices={choices} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); load(); }} />
      )}
    </Dialog>
  );
}
