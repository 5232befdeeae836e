import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../api/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FileLinks } from '../FileLinks.tsx';
import { HANDLE_TYPE, type ProposalUnit } from '../proposalApi.ts';
import { RichContent } from './ProposalDocument.tsx';
import { useProposalText } from '../useProposalText.ts';

const REPLIED = 2;

/** 办理情况: each round's units, 主办 first, with their reply (result, A–D of the 主办, content, files) or 办理中. */
export function UnitReplies({ units }: { units: readonly ProposalUnit[] }) {
  const { t } = useProposalText();
  if (!units.length) return <Typography variant="body2" color="text.secondary">{t('detail.noUnits')}</Typography>;
  const rounds = [...new Set(units.map((u) => u.round))].sort((a, b) => a - b);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="proposal-units">
      {rounds.map((round) => (
        <Box key={round} data-testid={`proposal-round-${round}`}>
          {rounds.length > 1 && <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('detail.round', { n: round })}</Typography>}
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {units.filter((u) => u.round === round).sort((a, b) => a.handleType.localeCompare(b.handleType)).map((unit) => (
              <Paper key={unit.id} variant="outlined" sx={{ p: 1.5 }} data-testid={`proposal-unit-${unit.deptId}-${round}`}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
                  <Typography variant="subtitle2" component="span" data-i18n="data">{unit.deptName}</Typography>
                  <Chip size="small" color={unit.handleType === HANDLE_TYPE.LEAD ? 'primary' : 'default'} label={<span data-i18n="data"><DictTag type="renda_handle_type" value={unit.handleType} /></span>} />
                  <Chip size="small" variant="outlined" color={unit.status === REPLIED ? 'success' : 'warning'} label={t(unit.status === REPLIED ? 'detail.replied' : 'detail.handling')} data-testid="unit-status" />
                  {unit.overdue && <Chip size="small" color="error" label={t('detail.overdue')} />}
                  <Typography variant="body2" color="text.secondary" component="span">
                    {unit.handlerName && <span data-i18n="data">{unit.handlerName}</span>}
                    {unit.deadline ? ` · ${t('field.deadline')} ${formatDate(unit.deadline)}` : ''}
                  </Typography>
                </Box>
                {unit.status === REPLIED && (
                  <>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1, alignItems: 'center' }}>
                      <Typography variant="body2" component="span">{t('field.handleResult')}{t('detail.colon')}<span data-i18n="data"><DictTag type="renda_handle_result" value={unit.handleResult} /></span></Typography>
                      {unit.resultType && <Typography variant="body2" component="span">{t('field.resultType')}{t('detail.colon')}<span data-i18n="data"><DictTag type="renda_proposal_result" value={unit.resultType} /></span></Typography>}
                      {unit.replyTime && <Typography variant="body2" color="text.secondary" component="span">{formatDate(unit.replyTime)}</Typography>}
                    </Box>
                    <RichContent html={unit.replyContent} testId="unit-reply" />
                    <FileLinks files={unit.replyFiles} testId="unit-files" />
                  </>
                )}
              </Paper>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
