import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DataList, Pagination, type DataColumn } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import { ListFrame } from '../../resources/index.ts';
import { getArea, listSubAreas, pageAreaDeputies, type AreaRow, type DeputyRecord } from './areaApi.ts';

const PAGE_SIZE = 20;

/**
 * 下级选区 (`/selection/type/index/{areaId}`, menu key `renda/selection/children`): one area's sub-areas with their
 * deputy counts (each opens its own sub-areas), and the deputies of the area and the areas below it, a page at a time.
 * The route only matches a numeric id (SPEC §9); an id that names no area says so.
 */
export default function SubAreasPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.area.${key}`, options);
  const areaId = Number(useParams().areaId);
  const [area, setArea] = useState<AreaRow | null>(null);
  const [children, setChildren] = useState<AreaRow[]>([]);
  const [deputies, setDeputies] = useState<{ list: DeputyRecord[]; total: number }>({ list: [], total: 0 });
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    setPage(1);
    Promise.all([getArea(areaId), listSubAreas(areaId)])
      .then(([a, c]) => live && (setArea(a), setChildren(c)))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [areaId]);

  useEffect(() => {
    let live = true;
    pageAreaDeputies(areaId, page, PAGE_SIZE).then((d) => live && setDeputies(d)).catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [areaId, page]);

  const back = area && area.parentId ? `/selection/type/index/${area.parentId}` : '/renda/selection';
  const data = { 'data-i18n': 'data' };
  const dict = (type: string, value: string | number | null | undefined) => (value ? <DictTag type={type} value={value} /> : null);
  const areaColumns: DataColumn<AreaRow>[] = [
    { key: 'name', label: t('name'), card: 'title', cellProps: data, cell: (c) => <RouterLink to={`/selection/type/index/${c.id}`}>{c.name}</RouterLink> },
    { key: 'code', label: t('code'), cell: (c) => c.code },
    { key: 'source', label: t('source'), card: 'status', cell: (c) => dict('renda_area_source', c.areaSource) },
    { key: 'quota', label: t('quota'), align: 'right', cell: (c) => c.quota ?? '' },
    { key: 'deputyCount', label: t('deputyCount'), align: 'right', cell: (c) => c.deputyCount },
  ];
  const deputyColumns: DataColumn<DeputyRecord>[] = [
    { key: 'rendaNo', label: t('rendaNo'), cell: (d) => d.rendaNo },
    { key: 'nickname', label: t('nickname'), card: 'title', cellProps: data, cell: (d) => d.nickname },
    { key: 'level', label: t('level'), card: 'status', cell: (d) => dict('renda_five_level', d.deputyLevel) },
    { key: 'delegationType', label: t('delegationType'), cell: (d) => dict('renda_delegation_type', d.delegationType) },
    { key: 'reappointment', label: t('reappointment'), cell: (d) => dict('renda_reappointment_status', d.reappointmentStatus) },
  ];
  return (
    <ListFrame testId="sub-areas-page">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} size="small" variant="outlined">{t('back')}</Button>
        <Typography variant="h6" component="h1">{area ? t('subAreasOf', { name: area.name }) : t('subAreas')}</Typography>
      </Box>
      {error && <Alert severity="error" sx={{ mb: 1.5 }}>{error}</Alert>}
      <DataList columns={areaColumns} rows={children} rowKey={(c) => c.id} empty={t('noSubAreas')} label={t('subAreas')} />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>{t('deputiesOf', { n: deputies.total })}</Typography>
      <DataList columns={deputyColumns} rows={deputies.list} rowKey={(d) => d.id} empty={t('noDeputies')} label={t('deputies')} />
      <Pagination total={deputies.total} page={page} pageSize={PAGE_SIZE} pageSizes={[PAGE_SIZE]} onPageChange={setPage} onPageSizeChange={() => undefined} />
    </ListFrame>
  );
}
