import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { systemApi } from '../../../api/index.ts';
import type { DocStatus } from '../../../api/system/site.ts';
import { PageLoading } from '../../../components/index.ts';

/**
 * API 接口 (yudao's infra/swagger): our Swagger UI in a frame when the server serves it (DOC_ENABLED), otherwise a
 * notice saying how to switch it on — the document is off by default (SPEC §1).
 */
export default function SwaggerPage() {
  const translate = useTranslate();
  const [status, setStatus] = useState<DocStatus | null>(null);
  useEffect(() => {
    systemApi.getDocStatus().then(setStatus, () => setStatus({ enable: false, url: null }));
  }, []);
  if (!status) return <PageLoading />;
  if (!status.enable || !status.url) {
    return <Alert severity="info" data-testid="swagger-off">{translate('app.codegen.swaggerOff')}</Alert>;
  }
  return (
    <Box component="iframe" src={status.url} title={translate('app.codegen.swaggerTitle')} data-testid="swagger-frame"
      sx={{ width: '100%', height: 'calc(100vh - 150px)', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }} />
  );
}
