import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../api/index.ts';
import { Pagination } from '../../../components/index.ts';
import { answerApi, type OptionStat } from '../api.ts';
import { useLoad } from '../common/useLoad.ts';

/** Text answers and extension texts of one question, page by page (read from the server, newest first). */
export function TextAnswers({ surveyId, questionId, options }: { surveyId: number; questionId: number; options: OptionStat[] }) {
  const translate = useTranslate();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const { data } = useLoad(() => answerApi.texts(surveyId, questionId, page.pageNo, page.pageSize), `${questionId}:${page.pageNo}:${page.pageSize}`);
  const optionText = new Map(options.map((o) => [o.optionId, o.optionText]));
  return (
    <Box data-testid={`texts-${questionId}`} sx={{ mt: 1 }}>
      <Typography sx={{ fontSize: 13, fontWeight: 600, mb: 0.5 }}>
        {translate('app.survey.stats.texts')} <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>{translate('app.survey.stats.textCount', { smart_count: data?.total ?? 0 })}</Box>
      </Typography>
      {data && !data.list.length && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{translate('app.survey.stats.noTexts')}</Typography>}
      {data?.list.map((t) => (
        <Box key={`${t.answerId}:${t.optionId}`} sx={{ display: 'flex', gap: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider', fontSize: 13, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1, minWidth: 200, whiteSpace: 'pre-wrap' }}>
            {t.optionId !== null && <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>{translate('app.survey.stats.extensionOf', { option: optionText.get(t.optionId) ?? '' })}</Box>}
            {t.answerText}
          </Box>
          <Box sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>{t.userNickname} · {formatDate(t.createTime)}</Box>
        </Box>
      ))}
      {(data?.total ?? 0) > page.pageSize && <Box className="no-print">
        <Pagination total={data?.total ?? 0} page={page.pageNo} pageSize={page.pageSize} hideWhenEmpty pageSizes={[10, 20, 50]}
          onPageChange={(pageNo) => setPage({ ...page, pageNo })} onPageSizeChange={(pageSize, pageNo) => setPage({ pageSize, pageNo })} />
      </Box>}
    </Box>
  );
}
