import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/index.ts';
import { MessagePage, PageLoading } from '../../../components/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { proposalApi, type Proposal } from '../proposalApi.ts';
import { exportPdf } from './exportPdf.ts';
import { PrintDocument } from './PrintDocument.tsx';

/**
 * Printed, only the document is on paper, A4 with the margins of an official document; the sheet's own padding and
 * shadow give way to them. Lines of a table and a reply's heading are not split across pages.
 */
const PRINT_CSS = {
  // @page rules apply to printed pages only
  '@page': { size: 'A4', margin: '20mm' },
  '@media print': {
    'html, body': { background: '#fff !important' },
    '[data-print="hide"]': { display: 'none !important' },
    '[data-print="page"]': { padding: '0 !important', background: '#fff !important', minHeight: '0 !important' },
    '.print-paper': { width: 'auto !important', minHeight: '0 !important', padding: '0 !important', margin: '0 !important', boxShadow: 'none !important' },
  },
} as const;

/**
 * 打印建议 (/print?id=, bare: no shell): the proposal as the official A4 document, with 打印 (the browser's print
 * dialog) and 导出PDF (the document rendered to A4 pages in the browser, saved as `<title>.pdf`).
 */
export default function ProposalPrintPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.proposalPrint.${key}`, options);
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  // opened in a tab of its own, there is no page to go back to: home then
  const back = () => (location.key === 'default' ? navigate('/index') : navigate(-1));
  const [params] = useSearchParams();
  const id = params.get('id');
  const [proposal, setProposal] = useState<Proposal | null | 'missing'>(null);
  const [exporting, setExporting] = useState(false);
  const documentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!id || !/^\d+$/.test(id)) {
      setProposal('missing');
      return;
    }
    let active = true;
    proposalApi.get(id).then((p) => active && setProposal(p), () => active && setProposal('missing'));
    return () => {
      active = false;
    };
  }, [id]);

  useEffect(() => {
    if (proposal && proposal !== 'missing') document.title = proposal.title;
  }, [proposal]);

  if (proposal === null) return <PageLoading />;
  if (proposal === 'missing') {
    return <MessagePage fullScreen title={t('notFound')} testId="print-missing" actions={<Button variant="contained" onClick={back}>{t('back')}</Button>} />;
  }

  const onExport = async () => {
    setExporting(true);
    try {
      await exportPdf(documentRef.current!, proposal.title);
    } catch (e) {
      notify(t('exportFailed', { reason: errorMessage(e) }), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box data-print="page" data-testid="print-page" sx={{ bgcolor: 'grey.200', minHeight: '100vh', pb: 4 }}>
      <GlobalStyles styles={PRINT_CSS} />
      <Box data-print="hide" sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Box sx={{ width: '210mm', maxWidth: '100%', mx: 'auto', display: 'flex', gap: 1, py: 1, px: 1 }}>
          <Button startIcon={<ArrowBack />} onClick={back} data-testid="print-back">{t('back')}</Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()} data-testid="print-print">{t('print')}</Button>
          <Button variant="contained" startIcon={<PictureAsPdfOutlined />} onClick={onExport} loading={exporting} loadingPosition="start" data-testid="print-export">
            {exporting ? t('exporting') : t('exportPdf')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <PrintDocument ref={documentRef} proposal={proposal} />
      </Box>
    </Box>
  );
}
