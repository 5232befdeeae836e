import Box from '@mui/material/Box';
import { forwardRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../api/index.ts';
import { useDict } from '../../../dict/index.ts';
import { withData } from '../../../i18n/withData.tsx';
import { HANDLE_TYPE, type Proposal } from '../proposalApi.ts';

/** Official documents are set in a Song (serif) face, headings in Hei; the fallbacks are what the machine has. */
const SONG = '"FangSong", "STFangsong", "SimSun", "Songti SC", "Noto Serif CJK SC", "Noto Sans CJK SC", serif';
const HEI = '"SimHei", "Heiti SC", "Noto Sans CJK SC", sans-serif';
const RED = '#c00000';

/** The sanitised HTML the server keeps (content, replies), set as the document's body text. */
function Html({ html, testId }: { html: string | null; testId: string }) {
  return <Box data-testid={testId} data-i18n="data" className="print-html" dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}

/**
 * The proposal as the official A4 document: the session's red heading with its kind and number (第 N 号), the title,
 * who and what in a ruled table, the content, the attachments, each unit's reply and the deputy's rating.
 * On screen it is a 210 mm sheet; printed (ProposalPrintPage's print CSS) the page margins replace its padding.
 */
export const PrintDocument = forwardRef<HTMLDivElement, { proposal: Proposal }>(function PrintDocument({ proposal }, ref) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.proposalPrint.${key}`, options);
  const label = (entries: readonly { value: string; label: string }[], value: unknown) =>
    value === null || value === undefined ? '' : (entries.find((e) => e.value === String(value))?.label ?? String(value));
  const types = useDict('renda_proposal_type');
  const categories = useDict('renda_proposal_category');
  const openStatuses = useDict('renda_open_status');
  const handleTypes = useDict('renda_handle_type');
  const handleResults = useDict('renda_handle_result');
  const resultTypes = useDict('renda_proposal_result');
  const ratings = useDict('renda_satisfaction_status');

  const data = (value: ReactNode) => <span data-i18n="data">{value || t('none')}</span>;
  const replies = proposal.units.filter((u) => u.replyTime !== null);
  const rounds = new Set(proposal.units.map((u) => u.round)).size;
  const typeLabel = label(types, proposal.type);

  return (
    <Box
      ref={ref}
      className="print-paper"
      data-testid="print-document"
      sx={{
        width: '210mm', minHeight: '297mm', boxSizing: 'border-box', p: '20mm 20mm', mx: 'auto', bgcolor: '#fff', color: '#000',
        boxShadow: '0 2px 12px rgba(0,0,0,.15)', fontFamily: SONG, fontSize: '16px', lineHeight: 1.9,
        '& .print-html': { overflowWrap: 'anywhere', '& p': { m: 0, textIndent: '2em' }, '& img': { maxWidth: '100%', breakInside: 'avoid' } },
        '& h2': { fontFamily: HEI, fontSize: '17px', fontWeight: 600, m: '18px 0 6px', breakAfter: 'avoid' },
        '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '15px', lineHeight: 1.6 },
        '& th, & td': { border: '1px solid #000', p: '6px 8px', textAlign: 'left', verticalAlign: 'top' },
        '& th': { width: '16%', fontWeight: 600, whiteSpace: 'nowrap', fontFamily: HEI },
        '& tr': { breakInside: 'avoid' },
      }}
    >
      <Box sx={{ textAlign: 'center', color: RED, fontFamily: HEI, fontSize: '26px', fontWeight: 700, letterSpacing: '2px' }} data-testid="print-heading">
        {withData(translate, 'app.proposalPrint.heading', { session: proposal.session ?? (proposal.year ? String(proposal.year) : ''), type: typeLabel })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', fontSize: '15px', mt: 1, minHeight: '1.9em' }} data-testid="print-serial">
        {proposal.serialNo ? t('serial', { n: proposal.serialNo }) : null}
      </Box>
      <Box sx={{ borderTop: `3px solid ${RED}`, borderBottom: `1px solid ${RED}`, height: '3px', mb: 3 }} />

      <Box component="h1" data-testid="print-title" data-i18n="data"
        sx={{ fontFamily: HEI, fontSize: '22px', fontWeight: 700, textAlign: 'center', lineHeight: 1.5, m: '0 0 20px', breakAfter: 'avoid' }}>
        {proposal.title}
      </Box>

      <table data-testid="print-info">
        <tbody>
          <tr>
            <th>{t('category')}</th><td>{data(label(categories, proposal.category))}</td>
            <th>{t('type')}</th><td>{data(typeLabel)}{proposal.converted && t('converted')}</td>
          </tr>
          <tr>
            <th>{t('deputy')}</th><td>{data(proposal.deputyName)}</td>
            <th>{t('submitTime')}</th><td>{proposal.submitTime ? formatDate(proposal.submitTime, 'yyyy-MM-dd') : t('none')}</td>
          </tr>
          <tr>
            <th>{t('cosigners')}</th>
            <td colSpan={3}>{data(proposal.cosigners.map((c) => c.nickname ?? `#${c.id}`).join('、'))}</td>
          </tr>
          <tr>
            <th>{t('contact')}</th><td>{data(proposal.contactName)}</td>
            <th>{t('mobile')}</th><td>{data(proposal.contactMobile)}</td>
          </tr>
          <tr>
            <th>{t('openStatus')}</th><td colSpan={3}>{data(label(openStatuses, proposal.openStatus))}</td>
          </tr>
        </tbody>
      </table>

      <h2>{t('content')}</h2>
      <Html html={proposal.content} testId="print-content" />

      {proposal.attachments?.length ? (
        <>
          <h2>{t('attachments')}</h2>
          <Box component="ol" sx={{ m: 0, pl: '2em' }} data-i18n="data">
            {proposal.attachments.map((f) => <li key={f.url}>{f.name}</li>)}
          </Box>
        </>
      ) : null}

      <h2>{t('replies')}</h2>
      {replies.length === 0 && <Box sx={{ color: '#555' }}>{t('noReplies')}</Box>}
      {replies.map((u) => (
        <Box key={u.id} data-testid="print-reply" sx={{ mb: 2 }}>
          <Box sx={{ fontFamily: HEI, fontWeight: 600, breakAfter: 'avoid', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            <span data-i18n="data">{u.deptName}（{label(handleTypes, u.handleType)}）</span>
            {rounds > 1 && <span>{t('round', { n: u.round })}</span>}
          </Box>
          <Box sx={{ fontSize: '15px', color: '#333', breakAfter: 'avoid', display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            <span>{t('handleResult')}{t('colon')}{data(label(handleResults, u.handleResult))}</span>
            {u.handleType === HANDLE_TYPE.LEAD && u.resultType && <span>{t('resultType')}{t('colon')}{data(label(resultTypes, u.resultType))}</span>}
            <span>{t('replyTime')}{t('colon')}{formatDate(u.replyTime!, 'yyyy-MM-dd')}</span>
          </Box>
          <Html html={u.replyContent} testId="print-reply-content" />
        </Box>
      ))}

      {proposal.satisfaction && (
        <>
          <h2>{t('feedback')}</h2>
          <Box data-testid="print-feedback">
            {data(label(ratings, proposal.satisfaction))}
            {proposal.feedback && <>{t('colon')}<span data-i18n="data">{proposal.feedback}</span></>}
          </Box>
        </>
      )}
    </Box>
  );
});
