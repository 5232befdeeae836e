import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../components/index.ts';
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
  const { data: dictType, isPending, error } = useGetOne<DictTypeRow>('dictType', { id: Number(dictId) }, { enabled: /^\d+$/.test(dictId) });
  const fixed = useMemo(() => (dictType ? { dictType: dictType.type } : undefined), [dictType]);

  if (!loaded || (isPending && !error)) return <PageLoading />;
  if (!resource || !fixed || !dictType) return <UnavailablePage route={route} />;
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      <Button component={Link} to="/system/dict" size="small" startIcon={<ArrowBackIcon />} data-testid="dict-back">
        {translate('app.generated.back')}
      </Button>
      <Typography variant="subtitle1" component="h2" data-testid="dict-data-title" sx={{ fontWeight: 600 }}>
        {translate('app.generated.dictOf', { name: dictType.name, type: dictType.type })}
      </Typography>
    </Box>
  );
  return <SchemaList key={dictType.type} resource={resource} fixedFilter={fixed} createDefaults={fixed} header={header} />;
}
