import AlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import AlignMiddleIcon from '@mui/icons-material/VerticalAlignCenter';
import AlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import AlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import AlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import AlignRightIcon from '@mui/icons-material/FormatAlignRight';
import DownloadIcon from '@mui/icons-material/Download';
import OpenIcon from '@mui/icons-material/FolderOpen';
import PlayIcon from '@mui/icons-material/PlayArrow';
import PreviewIcon from '@mui/icons-material/Visibility';
import RedoIcon from '@mui/icons-material/Redo';
import RestartIcon from '@mui/icons-material/Refresh';
import ResetIcon from '@mui/icons-material/CenterFocusStrong';
import SaveIcon from '@mui/icons-material/Save';
import StopIcon from '@mui/icons-material/Stop';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ALIGNMENTS, canZoomIn, canZoomOut, zoomPercent, type Alignment } from '../../../bpmn/modeler/index.ts';
import { ENGINE_PREFIXES, type EnginePrefix } from '../../../../shared/bpmn/index.ts';

export interface ToolbarActions {
  open(file: File): void;
  download(type: 'xml' | 'bpmn' | 'svg'): void;
  preview(type: 'xml' | 'json'): void;
  toggleSimulation(): void;
  align(alignment: Alignment): void;
  zoom(direction: 1 | -1): void;
  zoomReset(): void;
  undo(): void;
  redo(): void;
  restart(): void;
  save(): void;
  switchPrefix(prefix: EnginePrefix): void;
}

interface Props {
  actions: ToolbarActions;
  zoom: number;
  canUndo: boolean;
  canRedo: boolean;
  simulating: boolean;
  prefix: EnginePrefix;
  saving: boolean;
  canSave: boolean;
}

const ALIGN_ICONS: Record<Alignment, ReactNode> = {
  left: <AlignLeftIcon fontSize="small" />, right: <AlignRightIcon fontSize="small" />, top: <AlignTopIcon fontSize="small" />,
  bottom: <AlignBottomIcon fontSize="small" />, center: <AlignCenterIcon fontSize="small" />, middle: <AlignMiddleIcon fontSize="small" />,
};
const ALIGN_TEXT: Record<Alignment, string> = { left: 'alignLeft', right: 'alignRight', top: 'alignTop', bottom: 'alignBottom', center: 'alignCenter', middle: 'alignMiddle' };

function Tip({ title, children }: { title: string; children: ReactNode }) {
  return <Tooltip title={title}><span>{children}</span></Tooltip>;
}

/** The header toolbar of SPEC §2.6. Editing buttons are off while the simulation runs. */
export function DesignerToolbar({ actions, zoom, canUndo, canRedo, simulating, prefix, saving, canSave }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpm.toolbar.${key}`);
  const file = useRef<HTMLInputElement>(null);
  const [menu, setMenu] = useState<{ kind: 'download' | 'preview'; anchor: HTMLElement } | null>(null);
  const small = { size: 'small' as const };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="bpmn-toolbar">
      <ButtonGroup {...small} variant="outlined">
        <Button startIcon={<OpenIcon />} disabled={simulating} onClick={() => file.current?.click()} data-testid="tb-open">{t('open')}</Button>
        <Button startIcon={<DownloadIcon />} onClick={(e) => setMenu({ kind: 'download', anchor: e.currentTarget })} data-testid="tb-download">{t('download')}</Button>
        <Button startIcon={<PreviewIcon />} onClick={(e) => setMenu({ kind: 'preview', anchor: e.currentTarget })} data-testid="tb-preview">{t('preview')}</Button>
      </ButtonGroup>
      <input ref={file} type="file" accept=".xml,.bpmn" hidden data-testid="tb-open-input" onChange={(e) => {
        const chosen = e.target.files?.[0];
        if (chosen) actions.open(chosen);
        e.target.value = '';
      }} />
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {menu?.kind === 'download' && (['xml', 'bpmn', 'svg'] as const).map((type) => (
          <MenuItem key={type} onClick={() => { setMenu(null); actions.download(type); }} data-testid={`tb-download-${type}`}>
            {t(`download${type === 'xml' ? 'Xml' : type === 'bpmn' ? 'Bpmn' : 'Svg'}`)}
          </MenuItem>
        ))}
        {menu?.kind === 'preview' && (['xml', 'json'] as const).map((type) => (
          <MenuItem key={type} onClick={() => { setMenu(null); actions.preview(type); }} data-testid={`tb-preview-${type}`}>
            {t(type === 'xml' ? 'previewXml' : 'previewJson')}
          </MenuItem>
        ))}
      </Menu>
      <Button {...small} variant={simulating ? 'contained' : 'outlined'} color={simulating ? 'warning' : 'primary'} startIcon={simulating ? <StopIcon /> : <PlayIcon />} onClick={actions.toggleSimulation} data-testid="tb-simulation">
        {t(simulating ? 'simulationOff' : 'simulationOn')}
      </Button>
      <ButtonGroup {...small} variant="outlined">
        {ALIGNMENTS.map(({ value }) => (
          <Tip key={value} title={t(ALIGN_TEXT[value])}>
            <Button disabled={simulating} onClick={() => actions.align(value)} aria-label={t(ALIGN_TEXT[value])} data-testid={`tb-align-${value}`}>{ALIGN_ICONS[value]}</Button>
          </Tip>
        ))}
      </ButtonGroup>
      <ButtonGroup {...small} variant="outlined">
        <Tip title={t('zoomOut')}><Button disabled={!canZoomOut(zoom)} onClick={() => actions.zoom(-1)} aria-label={t('zoomOut')} data-testid="tb-zoom-out"><ZoomOutIcon fontSize="small" /></Button></Tip>
        <Button disabled sx={{ minWidth: 64, '&.Mui-disabled': { color: 'text.primary' } }} data-testid="tb-zoom-value">{zoomPercent(zoom)}</Button>
        <Tip title={t('zoomIn')}><Button disabled={!canZoomIn(zoom)} onClick={() => actions.zoom(1)} aria-label={t('zoomIn')} data-testid="tb-zoom-in"><ZoomInIcon fontSize="small" /></Button></Tip>
        <Tip title={t('zoomReset')}><Button onClick={actions.zoomReset} aria-label={t('zoomReset')} data-testid="tb-zoom-reset"><ResetIcon fontSize="small" /></Button></Tip>
      </ButtonGroup>
      <ButtonGroup {...small} variant="outlined">
        <Tip title={t('undo')}><Button disabled={!canUndo || simulating} onClick={actions.undo} aria-label={t('undo')} data-testid="tb-undo"><UndoIcon fontSize="small" /></Button></Tip>
        <Tip title={t('redo')}><Button disabled={!canRedo || simulating} onClick={actions.redo} aria-label={t('redo')} data-testid="tb-redo"><RedoIcon fontSize="small" /></Button></Tip>
        <Tip title={t('restart')}><Button disabled={simulating} onClick={actions.restart} aria-label={t('restart')} data-testid="tb-restart"><RestartIcon fontSize="small" /></Button></Tip>
      </ButtonGroup>
      <TextField select size="small" label={t('prefix')} value={prefix} disabled={simulating} onChange={(e) => actions.switchPrefix(e.target.value as EnginePrefix)} sx={{ width: 130 }} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'tb-prefix' } as object } }}>
        {ENGINE_PREFIXES.map((p) => <MenuItem key={p} value={p} data-testid={`tb-prefix-${p}`}>{p}</MenuItem>)}
      </TextField>
      <Box sx={{ flex: 1 }} />
      <Button size="small" variant="contained" startIcon={<SaveIcon />} disabled={simulating || saving || !canSave} onClick={actions.save} data-testid="tb-save">{t('save')}</Button>
    </Box>
  );
}
