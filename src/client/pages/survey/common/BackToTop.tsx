import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { scrollTo } from './scrollTo.ts';

/** The back-to-top control: appears once the page is scrolled, animates to the top in 20 ms steps over 500 ms. */
export function BackToTop({ threshold = 200 }: { threshold?: number }) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return (
    <Zoom in={visible}>
      <Fab
        size="small"
        color="primary"
        aria-label={translate('app.survey.backToTop')}
        title={translate('app.survey.backToTop')}
        data-testid="back-to-top"
        onClick={() => void scrollTo(0)}
        sx={{ position: 'fixed', right: { xs: 16, sm: 32 }, bottom: { xs: 88, sm: 40 }, zIndex: 1200 }}
      >
        <ArrowUpward />
      </Fab>
    </Zoom>
  );
}
