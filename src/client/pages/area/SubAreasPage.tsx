import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Pagination } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import { ListFrame, listHeadSx } from '../../resources/index.ts';
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
  const head = (key: string, align?: 'right') => <TableCell key={key} align={align} sx={listHeadSx}>{t(key)}</TableCell>;
  const box = { border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' } as const;
  return (
    <ListFrame testId="sub-areas-page">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} size="small" variant="outlined">{t('back')}</Button>
        <Typography variant="h6" component="h1">{area ? t('subAreasOf', { name: area.name }) : t('subAreas')}</Typography>
      </Box>
      {error && <Alert severity="error" sx={{ mb: 1.5 }}>{error}</Alert>}
      <TableContainer sx={box}>
        <Table size="small" aria-label={t('subAreas')}>
          <TableHead>
            <TableRow>
              {head('name')}{head('code')}{head('source')}{head('quota', 'right')}{head('deputyCount', 'right')}
            </TableRow>
          </TableHead>
          <TableBody>
            {children.length === 0 && (
              <TableRow><TableCell colSpan={5} align="center" sx={{ py: 3, color: 'text.secondary' }}>{t('noSubAreas')}</TableCell></TableRow>
            )}
            {children.map((c) => (
              <TableRow key={c.id} hover>
                <TableCell data-i18n="data"><RouterLink to={`/selection/type/index/${c.id}`}>{c.name}</RouterLink></TableCell>
                <TableCell>{c.code}</TableCell>
                <TableCell>{c.areaSource ? <DictTag type="renda_area_source" value={c.areaSource} /> : null}</TableCell>
                <TableCell align="right">{c.quota ?? ''}</TableCell>
                <TableCell align="right">{c.deputyCount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>{t('deputiesOf', { n: deputies.total })}</Typography>
      <TableContainer sx={box}>
        <Table size="small" aria-label={t('deputies')}>
          <TableHead>
            <TableRow>
              {head('rendaNo')}{head('nickname')}{head('level')}{head('delegationType')}{head('reappointment')}
            </TableRow>
          </TableHead>
          <TableBody>
            {deputies.list.length === 0 && (
              <TableRow><TableCell colSpan={5} align="center" sx={{ py: 3, color: 'text.secondary' }}>{t('noDeputies')}</TableCell></TableRow>
            )}
            {deputies.list.map((d) => (
              <TableRow key={d.id} hover>
                <TableCell>{d.rendaNo}</TableCell>
                <TableCell data-i18n="data">{d.nickname}</TableCell>
                <TableCell>{d.deputyLevel ? <DictTag type="renda_five_level" value={d.deputyLevel} /> : null}</TableCell>
                <TableCell>{d.delegationType ? <DictTag type="renda_delegation_type" value={d.delegationType} /> : null}</TableCell>
                <TableCell>{d.reappointmentStatus ? <DictTag type="renda_reappointment_status" value={d.reappointmentStatus} /> : null}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={deputies.total} page={page} pageSize={PAGE_SIZE} pageSizes={[PAGE_SIZE]} onPageChange={setPage} onPageSizeChange={() => undefined} />
    </ListFrame>
  );
}
