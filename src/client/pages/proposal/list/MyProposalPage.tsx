import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../../api/index.ts';
import { HasPermi, useHasPermi } from '../../../auth/index.ts';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import { DictTag } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { proposalApi, STATUS, type ProposalItem } from '../proposalApi.ts';
import { useProposalText } from '../useProposalText.ts';
import { ProposalList } from './ProposalList.tsx';

/**
 * 我的建议 (renda/proposal/my): the deputy's own proposals, drafts too, and those they co-sign; 新建建议, and 修改 /
 * 删除 of their drafts (修改 of a returned one too).
 */
export default function MyProposalPage(_props: MenuPageProps) {
  const { t } = useProposalText();
  const navigate = useNavigate();
  const [dialog, confirm] = useConfirm();
  const canCreate = useHasPermi(['renda:proposal:create']);
  const remove = async (row: ProposalItem, reload: () => void) => {
    if (!(await confirm(t('list.deleteConfirm', { title: row.title })))) return;
    try {
      await proposalApi.remove(row.id);
      notifier.toast('success', t('list.deleted'));
      reload();
    } catch {
      // the http client has shown the server's refusal
    }
  };
  return (
    <>
      <ProposalList
        testId="my-proposal"
        load={proposalApi.myPage}
        toolbar={(
          <HasPermi value={['renda:proposal:create']}>
            <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => navigate('/proposal/create')} data-testid="my-proposal-create">{t('list.create')}</Button>
          </HasPermi>
        )}
        columns={[
          { key: 'role', label: t('list.role'), card: 'none', cell: (row) => t(row.cosigned ? 'list.cosigner' : 'list.lead') },
          { key: 'deptName', label: t('field.leadUnit'), wrap: true, cell: (row) => <span data-i18n="data">{row.deptName ?? ''}</span> },
          { key: 'satisfaction', label: t('field.satisfaction'), card: 'none', cell: (row) => <DictTag type="renda_satisfaction_status" value={row.satisfaction} /> },
          { key: 'createTime', label: t('field.createTime'), cell: (row) => formatDate(row.createTime) },
        ]}
        actions={(row, reload) => {
          const mine = !row.cosigned;
          const editable = canCreate && mine;
          return [
            { key: 'detail', label: t('list.detail'), onClick: () => navigate(`/proposal/detail?id=${row.id}`), testId: 'row-detail' },
            ...(editable && (row.status === STATUS.DRAFT || row.status === STATUS.RETURNED)
              ? [{ key: 'edit', label: t('list.edit'), onClick: () => navigate(`/proposal/create?id=${row.id}`), testId: 'row-edit', primary: true }]
              : []),
            ...(editable && row.status === STATUS.DRAFT
              ? [{ key: 'delete', label: t('list.delete'), color: 'error' as const, onClick: () => void remove(row, reload), testId: 'row-delete' }]
              : []),
          ];
        }}
      />
      {dialog}
    </>
  );
}
