export { zhCNDiagram } from './zhCN.ts';
export { translateDiagram, translateDiagramError, translateModule } from './translate.ts';
