export { PropertiesPanel, PANEL_WIDTH } from './PropertiesPanel.tsx';
export { sectionsFor, type SectionId } from './sectionsFor.ts';
export * as rules from './rules/index.ts';
