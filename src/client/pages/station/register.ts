import PosterIcon from '@mui/icons-material/QrCode2';
import { createElement, lazy } from 'react';
import { registerRowAction } from '../../resources/extensions.ts';

/**
 * 代表联络站 (docs/stations.md): the generated list and forms of the `station` resource (the map widget and the deputy
 * picker come with the activity and deputy features), and 海报 on each row: the A4 poster with the QR code of the
 * station's public page, as PNG and PDF.
 */
export function installStationFeatures(): void {
  registerRowAction('station', {
    key: 'poster',
    label: 'app.station.poster',
    permission: 'renda:station:query',
    icon: createElement(PosterIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./PosterDialog.tsx')),
  });
}
