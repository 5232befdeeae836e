import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
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
          { key: 'role', label: t('list.role'), cell: (row) => t(row.cosigned ? 'list.cosigner' : 'list.lead') },
          { key: 'deptName', label: t('field.leadUnit'), wrap: true, cell: (row) => <span data-i18n="data">{row.deptName ?? ''}</span> },
          { key: 'satisfaction', label: t('field.satisfaction'), cell: (row) => <DictTag type="renda_satisfaction_status" value={row.satisfaction} /> },
          { key: 'createTime', label: t('field.createTime'), cell: (row) => formatDate(row.createTime) },
        ]}
        actions={(row, reload) => {
          const mine = !row.cosigned;
          return (
            <>
              <Button size="small" onClick={() => navigate(`/proposal/detail?id=${row.id}`)} data-testid="row-detail">{t('list.detail')}</Button>
              {mine && (row.status === STATUS.DRAFT || row.status === STATUS.RETURNED) && (
                <HasPermi value={['renda:proposal:create']}>
                  <Button size="small" onClick={() => navigate(`/proposal/create?id=${row.id}`)} data-testid="row-edit">{t('list.edit')}</Button>
                </HasPermi>
              )}
              {mine && row.status === STATUS.DRAFT && (
                <HasPermi value={['renda:proposal:create']}>
                  <Button size="small" color="error" onClick={() => void remove(row, reload)} data-testid="row-delete">{t('list.delete')}</Button>
                </HasPermi>
              )}
            </>
          );
        }}
      />
      {dialog}
    </>
  );
}
