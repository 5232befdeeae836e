import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { notifier } from '../../../api/index.ts';
import { PageLoading } from '../../../components/index.ts';
import { listHeadSx } from '../../../resources/index.ts';
import { choicesApi, codegenApi, CONDITIONS, HTML_TYPES, JAVA_TYPES, refreshSession, type CodegenColumn, type CodegenTable } from './codegenApi.ts';

type Flag = 'createOperation' | 'updateOperation' | 'listOperationResult' | 'listOperation' | 'nullable';
const FLAGS: Flag[] = ['createOperation', 'updateOperation', 'listOperationResult', 'listOperation', 'nullable'];
const BASIC = ['tableName', 'tableComment', 'className', 'classComment', 'moduleName', 'businessName', 'author'] as const;
const MENU_BUTTON = 3;

/**
 * 修改生成配置 (`/codegen/edit/{tableId}`, yudao's editTable.vue with basicInfoForm and genInfoForm in one): the
 * table's names, author, remark and parent menu, and per column its label, type, flags, query operator, dictionary
 * and widget. 保存 stores it; a generated table is generated again, so its screens follow at once.
 */
export default function CodegenEditPage() {
  const translate = useTranslate();
  const t = (key: string, data?: Record<string, unknown>): string => translate(`app.codegen.${key}`, data);
  const tableId = Number(useParams().tableId);
  const navigate = useNavigate();
  const [table, setTable] = useState<CodegenTable | null>(null);
  const [columns, setColumns] = useState<CodegenColumn[]>([]);
  const [dicts, setDicts] = useState<{ type: string; name: string }[]>([]);
  const [menus, setMenus] = useState<{ id: number; name: string; type: number }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    codegenApi.detail(tableId).then((d) => live && (setTable(d.table), setColumns(d.columns)), (e: Error) => live && setError(e.message));
    choicesApi.dictTypes().then((d) => live && setDicts(d), () => undefined);
    choicesApi.menus().then((m) => live && setMenus(m.filter((x) => x.type !== MENU_BUTTON)), () => undefined);
    return () => {
      live = false;
    };
  }, [tableId]);

  const setColumn = (id: number, change: Partial<CodegenColumn>) => setColumns((cs) => cs.map((c) => (c.id === id ? { ...c, ...change } : c)));
  const menuChoices = useMemo(() => [{ id: 0, name: t('rootMenu') }, ...menus], [menus]); // eslint-disable-line react-hooks/exhaustive-deps

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!table) return <PageLoading />;
  const save = async () => {
    setSaving(true);
    try {
      const { tableName: _name, generated: _g, resourceName: _r, createTime: _c, updateTime: _u, ...changes } = table;
      await codegenApi.update({ ...changes, remark: changes.remark || null }, columns.map(({ columnName: _n, dataType: _d, primaryKey: _p, ...c }) => c));
      if (table.generated) await refreshSession();
      notifier.toast('success', { text: t('saved'), key: 'app.codegen.saved' });
      navigate('/infra/codegen');
    } finally {
      setSaving(false);
    }
  };
  const cell = (children: React.ReactNode, width?: number) => <TableCell sx={{ py: 0.5, px: 0.75, minWidth: width }}>{children}</TableCell>;
  return (
    <Box data-testid="codegen-edit-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to="/infra/codegen" startIcon={<ArrowBackIcon />} size="small" variant="outlined">{t('back')}</Button>
        <Typography variant="h6" component="h1" data-i18n="data">{t('editTitle', { name: table.tableName })}</Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>{t('basicInfo')}</Typography>
        <Grid container spacing={2}>
          {BASIC.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField fullWidth size="small" label={t(key)} value={table[key] ?? ''} disabled={key === 'tableName'} name={key}
                onChange={(e) => setTable({ ...table, [key]: e.target.value })} />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField select fullWidth size="small" label={t('parentMenu')} value={table.parentMenuId ?? 0} name="parentMenuId"
              onChange={(e) => setTable({ ...table, parentMenuId: Number(e.target.value) })}>
              {menuChoices.map((m) => <MenuItem key={m.id} value={m.id}>{m.name}</MenuItem>)}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextField fullWidth size="small" label={t('remark')} value={table.remark ?? ''} name="remark" onChange={(e) => setTable({ ...table, remark: e.target.value })} />
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>{t('columnInfo')}</Typography>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['columnName', 'columnComment', 'dataType', 'javaType', 'javaField', ...FLAGS, 'listOperationCondition', 'htmlType', 'dictType'].map((key) => (
                  <TableCell key={key} sx={{ ...listHeadSx, px: 0.75, whiteSpace: 'nowrap' }}>{t(key)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {columns.map((c) => (
                <TableRow key={c.id} data-testid={`codegen-column-${c.columnName}`}>
                  <TableCell sx={{ px: 0.75 }} data-i18n="data">{c.columnName}</TableCell>
                  {cell(<TextField size="small" fullWidth value={c.columnComment} inputProps={{ 'aria-label': `${c.columnName} ${t('columnComment')}` }} onChange={(e) => setColumn(c.id, { columnComment: e.target.value })} />, 120)}
                  <TableCell sx={{ px: 0.75, whiteSpace: 'nowrap', color: 'text.secondary' }} data-i18n="data">{c.dataType}</TableCell>
                  {cell(
                    <TextField select size="small" fullWidth value={c.javaType} onChange={(e) => setColumn(c.id, { javaType: e.target.value })}>
                      {JAVA_TYPES.map((x) => <MenuItem key={x} value={x}>{x}</MenuItem>)}
                    </TextField>, 130)}
                  {cell(<TextField size="small" fullWidth value={c.javaField} onChange={(e) => setColumn(c.id, { javaField: e.target.value })} />, 110)}
                  {FLAGS.map((flag) => cell(
                    <Checkbox key={flag} size="small" checked={c[flag]} inputProps={{ 'aria-label': `${c.columnName} ${t(flag)}` }} onChange={(e) => setColumn(c.id, { [flag]: e.target.checked })} />,
                  ))}
                  {cell(
                    <TextField select size="small" fullWidth value={c.listOperationCondition} inputProps={{ 'aria-label': `${c.columnName} ${t('listOperationCondition')}` }} onChange={(e) => setColumn(c.id, { listOperationCondition: e.target.value })}>
                      {CONDITIONS.map((x) => <MenuItem key={x} value={x}>{x}</MenuItem>)}
                    </TextField>, 100)}
                  {cell(
                    <TextField select size="small" fullWidth value={c.htmlType} onChange={(e) => setColumn(c.id, { htmlType: e.target.value })}>
                      {HTML_TYPES.map((x) => <MenuItem key={x} value={x}>{x}</MenuItem>)}
                    </TextField>, 120)}
                  {cell(
                    <TextField select size="small" fullWidth value={c.dictType} inputProps={{ 'aria-label': `${c.columnName} ${t('dictType')}` }} onChange={(e) => setColumn(c.id, { dictType: e.target.value })}>
                      <MenuItem value="">{t('noDict')}</MenuItem>
                      {dicts.map((d) => <MenuItem key={d.type} value={d.type}>{d.name}</MenuItem>)}
                    </TextField>, 140)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1 }}>
        <Button variant="contained" disabled={saving} onClick={() => void save()} data-testid="codegen-save">{t('save')}</Button>
        <Button component={RouterLink} to="/infra/codegen">{t('back')}</Button>
      </Box>
    </Box>
  );
}
