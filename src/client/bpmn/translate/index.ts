export { zhCNDiagram } from './zhCN.ts';
export { translateDiagram, translateDiagramError, translateModule } from './translate.ts';
export { simulationZhCN } from './simulationZhCN.ts';
export { localizeSimulationModule, localizeSimulationText } from './localizeSimulation.ts';
export { copyPaletteTitles, paletteTitlesModule } from './paletteTitles.ts';
