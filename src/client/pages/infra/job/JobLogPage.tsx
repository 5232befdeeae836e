import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/index.ts';
import { withData } from '../../../i18n/withData.tsx';
import type { MenuPageProps } from '../../../routes/types.ts';
import { UnavailablePage } from '../../../routes/UnavailablePage.tsx';
import { useResource } from '../../../resources/hooks/useManifest.ts';
import { SchemaList } from '../../../resources/list/SchemaList.tsx';

/**
 * 调度日志 (`/job/log`, SPEC §2.2): the generated list of the job log, of one job when `?jobId=` names it (from a
 * job's 调度日志), otherwise of all; 详情 shows a run's result or error.
 */
export default function JobLogPage({ route }: MenuPageProps) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const jobIdText = params.get('jobId') ?? '';
  const jobId = /^\d+$/.test(jobIdText) ? Number(jobIdText) : null;
  const { resource, loaded } = useResource('jobLog');
  const { data: job } = useGetOne<{ id: number; name: string }>('job', { id: jobId ?? 0 }, { enabled: jobId !== null, retry: false });
  const extraFilter = useMemo(() => (jobId === null ? undefined : { jobId }), [jobId]);

  if (!loaded) return <PageLoading />;
  if (!resource) return <UnavailablePage route={route} />;
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      <Button component={Link} to="/infra/job" size="small" startIcon={<ArrowBackIcon />} data-testid="job-log-back">
        {translate('app.job.back')}
      </Button>
      <Typography variant="subtitle1" component="h2" data-testid="job-log-title" sx={{ fontWeight: 600 }}>
        {jobId === null ? translate('app.job.allLogs') : withData(translate, 'app.job.logsOf', { name: job?.name ?? `#${jobId}` })}
      </Typography>
    </Box>
  );
  return <SchemaList key={jobIdText} resource={resource} extraFilter={extraFilter} header={header} />;
}
