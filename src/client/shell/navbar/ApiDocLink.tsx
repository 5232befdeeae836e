import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { systemApi } from '../../api/index.ts';

let status: Promise<string | null> | null = null;

/** The page of the API documentation, asked once per page load; null when the server does not serve it. */
function docUrl(): Promise<string | null> {
  status ??= systemApi.getDocStatus().then((s) => (s.enable ? s.url : null), () => null);
  return status;
}

/** 接口文档: shown only when the server serves the API documentation (DOC_ENABLED; SPEC §1, §7.7), in a new tab. */
export function ApiDocLink() {
  const translate = useTranslate();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void docUrl().then((u) => alive && setUrl(u));
    return () => {
      alive = false;
    };
  }, []);
  if (!url) return null;
  const label = translate('app.shell.apiDoc');
  return (
    <Tooltip title={label}>
      <IconButton size="small" component="a" href={url} target="_blank" rel="noopener" aria-label={label} data-testid="api-doc-link">
        <DescriptionOutlined />
      </IconButton>
    </Tooltip>
  );
}
