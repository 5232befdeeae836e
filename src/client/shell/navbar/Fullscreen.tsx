import FullscreenExit from '@mui/icons-material/FullscreenExit';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { notifier } from '../../api/index.ts';

/** Fullscreen toggle; where the browser cannot, it warns 你的浏览器不支持全屏 (SPEC §2.3). */
export function Fullscreen() {
  const translate = useTranslate();
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notifier.toast('warning', translate('app.shell.fullscreen.unsupported'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };

  return (
    <IconButton size="small" onClick={toggle} aria-label={translate('app.shell.fullscreen.label')} data-testid="fullscreen">
      {on ? <FullscreenExit /> : <FullscreenIcon />}
    </IconButton>
  );
}
