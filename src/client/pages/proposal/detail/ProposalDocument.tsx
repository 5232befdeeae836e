import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../api/index.ts';
import { DictTag, useDict } from '../../../dict/index.ts';
import { FileLinks } from '../FileLinks.tsx';
import type { Proposal } from '../proposalApi.ts';
import { useProposalText } from '../useProposalText.ts';

/** The sanitised HTML the server keeps (content, replies), typeset as a document. */
export function RichContent({ html, testId }: { html: string | null; testId: string }) {
  return (
    <Box data-testid={testId} data-i18n="data" sx={{ lineHeight: 1.8, overflowWrap: 'anywhere', '& p': { my: 0.75 }, '& img': { maxWidth: '100%' } }}
      dangerouslySetInnerHTML={{ __html: html ?? '' }} />
  );
}

const infoSx = {
  display: 'grid', gridTemplateColumns: { xs: '88px minmax(0, 1fr)', sm: '120px minmax(0, 1fr)' }, m: 0, mb: 2, fontSize: 14,
  borderTop: 1, borderColor: 'divider',
  '& dt, & dd': { m: 0, px: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider', lineHeight: 1.5 },
  '& dt': { bgcolor: 'action.hover', fontWeight: 500 },
  '& dd': { overflowWrap: 'anywhere' },
} as const;

/**
 * The proposal as a document: the session's heading with its number (第 N 号), the title, then who, what and when
 * as labelled lines, the content and the attachments.
 */
export function ProposalDocument({ proposal }: { proposal: Proposal }) {
  const { t, tData } = useProposalText();
  const typeLabel = useDict('renda_proposal_type').find((o) => o.value === proposal.type)?.label ?? '';
  const data = (value: ReactNode) => <span data-i18n="data">{value}</span>;
  const contact = [proposal.contactName, proposal.contactMobile].filter(Boolean).join(' ');
  const rows: [string, ReactNode][] = [
    ['type', <Box key="type" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}><DictTag type="renda_proposal_type" value={proposal.type} />{proposal.converted && t('detail.converted')}</Box>],
    ['category', proposal.category ? <DictTag key="category" type="renda_proposal_category" value={proposal.category} /> : '—'],
    ['status', <DictTag key="status" type="renda_proposal_status" value={proposal.status} />],
    ['deputy', data(proposal.deputyName)],
    ['cosigners', data(proposal.cosigners.map((c) => c.nickname ?? `#${c.id}`).join('、') || '—')],
    ['contact', data(contact || '—')],
    ['openStatus', proposal.openStatus ? <DictTag key="open" type="renda_open_status" value={proposal.openStatus} /> : '—'],
    ['session', data([proposal.session, proposal.year ? `${proposal.year}` : ''].filter(Boolean).join(' · ') || '—')],
    ['submitTime', proposal.submitTime ? formatDate(proposal.submitTime) : '—'],
    // made from a citizen's feedback to a liaison station (转为建议, docs/station-feedback.md)
    ...(proposal.stationFeedbackId ? [['source', (
      <Link key="source" component={RouterLink} to={`/renda/my-station-feedback?id=${proposal.stationFeedbackId}`}>{t('field.sourceFeedback')}</Link>
    )] as [string, ReactNode]] : []),
    ['deadline', proposal.deadline ? <span key="deadline">{formatDate(proposal.deadline)}{proposal.overdue && <Box component="b" sx={{ color: 'error.main', ml: 1 }}>{t('detail.overdue')}</Box>}</span> : '—'],
  ];
  return (
    <Box data-testid="proposal-document">
      <Box sx={{ textAlign: 'center', mb: 2 }}>
        <Typography variant="body2" color="text.secondary" data-testid="proposal-heading">
          {tData('detail.heading', { session: proposal.session ?? '', type: typeLabel })}
          {proposal.serialNo ? <Box component="span" sx={{ ml: 2 }} data-testid="proposal-serial">{t('detail.serial', { n: proposal.serialNo })}</Box> : null}
        </Typography>
        <Typography variant="h5" component="h2" sx={{ mt: 1, fontWeight: 600 }} data-testid="proposal-title" data-i18n="data">{proposal.title}</Typography>
      </Box>
      {/* A description list, not a table: its label column stays narrow and its values wrap, so it fits a phone. */}
      <Box component="dl" sx={infoSx}>
        {rows.map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Box component="dt">{t(`field.${field}`)}</Box>
            <Box component="dd" data-testid={`proposal-info-${field}`}>{value}</Box>
          </Box>
        ))}
      </Box>
      <RichContent html={proposal.content} testId="proposal-content" />
      {proposal.attachments?.length ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2">{t('field.attachments')}</Typography>
          <FileLinks files={proposal.attachments} testId="proposal-attachments" />
        </Box>
      ) : null}
    </Box>
  );
}
