import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { proposalApi } from '../proposalApi.ts';
import { useProposalText } from '../useProposalText.ts';
import { ProposalList } from './ProposalList.tsx';

const REPLIED = 2;
/** A deadline is a day. */
const DAY = 'yyyy-MM-dd';

/** 办理建议 (renda/proposal/handle): what the caller's units were given, their round, deadline and whether they replied. */
export default function HandleProposalPage(_props: MenuPageProps) {
  const { t } = useProposalText();
  const navigate = useNavigate();
  return (
    <ProposalList
      testId="handle-proposal"
      load={proposalApi.handlePage}
      columns={[
        { key: 'deputy', label: t('field.deputy'), cell: (row) => <span data-i18n="data">{row.deputyName ?? ''}</span> },
        { key: 'unit', label: t('list.unit'), wrap: true, cell: (row) => <span data-i18n="data">{row.unitDeptName ?? ''}</span> },
        { key: 'handleType', label: t('list.handleType'), card: 'none', cell: (row) => <DictTag type="renda_handle_type" value={row.handleType} /> },
        { key: 'round', label: t('list.round'), card: 'none', cell: (row) => row.unitRound },
        {
          key: 'unitStatus', label: t('list.unitStatus'), card: 'status',
          cell: (row) => <Chip size="small" variant="outlined" color={row.unitStatus === REPLIED ? 'success' : 'warning'} label={t(row.unitStatus === REPLIED ? 'detail.replied' : 'detail.handling')} />,
        },
        {
          key: 'deadline', label: t('field.deadline'),
          cell: (row) => (row.unitDeadline ? <>{formatDate(row.unitDeadline, DAY)}{row.unitOverdue && <Chip size="small" color="error" sx={{ ml: 1 }} label={t('detail.overdue')} />}</> : ''),
        },
      ]}
      actions={(row) => [
        { key: 'detail', label: t(row.unitStatus === REPLIED ? 'list.detail' : 'list.handle'), onClick: () => navigate(`/proposal/detail?id=${row.id}`), testId: 'row-detail' },
      ]}
    />
  );
}
