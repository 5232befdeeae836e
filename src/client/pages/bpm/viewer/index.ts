export { ProcessViewer, type ProcessViewerProps } from './ProcessViewer.tsx';
