import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../api/index.ts';
import { MessagePage, PageLoading } from '../components/index.ts';
import { withData } from '../i18n/withData.tsx';
import type { MenuPageProps } from '../routes/types.ts';
import { UnavailablePage } from '../routes/UnavailablePage.tsx';
import { useResource } from './hooks/useManifest.ts';
import { SchemaList } from './list/SchemaList.tsx';

interface DictTypeRow {
  id: number;
  name: string;
  type: string;
}

/**
 * `/dict/type/data/{dictId}` (SPEC §2.2): the entries of one dictionary type. The type is read by id, then the
 * generated dictData list runs with `dictType` fixed (not in the search form, pre-filled and locked in the form).
 */
export default function DictDataPage({ route }: MenuPageProps) {
  const translate = useTranslate();
  const { dictId = '' } = useParams();
  const { resource, loaded } = useResource('dictData');
  // No retries: a refusal or a missing type is the answer, shown at once instead of a spinner.
  const { data: dictType, isPending, error } = useGetOne<DictTypeRow>('dictType', { id: Number(dictId) }, { enabled: /^\d+$/.test(dictId), retry: false });
  const fixed = useMemo(() => (dictType ? { dictType: dictType.type } : undefined), [dictType]);

  if (!loaded || (isPending && !error)) return <PageLoading />;
  if (error || (resource && !dictType)) {
    return (
      <MessagePage
        testId="dict-data-failed"
        title={translate('app.generated.loadFailed')}
        actions={<Button component={Link} to="/system/dict" variant="contained">{translate('app.generated.back')}</Button>}
      >
        {error ? <p>{errorMessage(error)}</p> : null}
      </MessagePage>
    );
  }
  if (!resource || !fixed || !dictType) return <UnavailablePage route={route} />;
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      <Button component={Link} to="/system/dict" size="small" startIcon={<ArrowBackIcon />} data-testid="dict-back">
        {translate('app.generated.back')}
      </Button>
      <Typography variant="subtitle1" component="h2" data-testid="dict-data-title" sx={{ fontWeight: 600 }}>
        {withData(translate, 'app.generated.dictOf', { name: dictType.name, type: dictType.type })}
      </Typography>
    </Box>
  );
  return <SchemaList key={dictType.type} resource={resource} fixedFilter={fixed} createDefaults={fixed} header={header} />;
}
