import CopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import StarIcon from '@mui/icons-material/StarOutline';
import TestIcon from '@mui/icons-material/NetworkCheck';
import UploadIcon from '@mui/icons-material/Upload';
import { createElement, lazy } from 'react';
import { notifier } from '../../api/index.ts';
import { registerListToolbarAction, registerRowAction } from '../../resources/extensions.ts';
import { absoluteUrl, downloadFile } from './fileApi.ts';

/**
 * 文件列表 and 文件配置 are the generated lists of the manifest's infraFile and fileConfig (issue 19); this adds what
 * is not CRUD: 上传文件 (any signed-in user may upload, as on the server), 复制链接 and 下载 on a file, 主配置 and 测试
 * on a config. The dialogs load when first opened.
 */
export function installFileActions(): void {
  registerListToolbarAction('infraFile', {
    key: 'upload',
    label: 'app.file.upload',
    icon: createElement(UploadIcon),
    color: 'info',
    dialog: lazy(() => import('./FileUploadDialog.tsx')),
  });
  registerRowAction('infraFile', {
    key: 'copy-link',
    label: 'app.file.copyLink',
    icon: createElement(CopyIcon, { fontSize: 'small' }),
    onClick: (row) => {
      void navigator.clipboard.writeText(absoluteUrl(String(row.url))).then(
        () => notifier.toast('success', { text: '已复制文件链接', key: 'app.file.copied' }),
        () => notifier.toast('error', absoluteUrl(String(row.url))),
      );
    },
  });
  registerRowAction('infraFile', {
    key: 'download',
    label: 'app.file.download',
    icon: createElement(DownloadIcon, { fontSize: 'small' }),
    onClick: (row) => downloadFile(String(row.url), String(row.name || row.path)),
  });
  registerRowAction('fileConfig', {
    key: 'master',
    label: 'app.file.master',
    permission: 'infra:file-config:update',
    icon: createElement(StarIcon, { fontSize: 'small' }),
    visible: (row) => !row.master,
    dialog: lazy(() => import('./FileConfigMasterDialog.tsx')),
  });
  registerRowAction('fileConfig', {
    key: 'test',
    label: 'app.file.test',
    permission: 'infra:file-config:query',
    icon: createElement(TestIcon, { fontSize: 'small' }),
    dialog: lazy(() => import('./FileConfigTestDialog.tsx')),
  });
}
