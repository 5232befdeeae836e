/**
 * In-page part of the BPMN import benchmark: the same generated diagram imported by a bare bpmn-js Modeler and by
 * our designer (our Modeler with the prefix descriptor, translations, token simulation and multi-command modules,
 * plus the React properties panel, which re-renders on import). A run ends when the import has resolved and the
 * next frame has been painted. `window.runBench(sizes, runs)` answers medians in ms.
 */
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { I18nContextProvider } from 'react-admin';
import { createBareModeler, createModeler } from '../../../src/client/bpmn/modeler/index.ts';
import { PropertiesPanel } from '../../../src/client/bpmn/panel/index.ts';
import { i18nProvider } from '../../../src/client/i18n/index.ts';
import { generateDiagram } from './generate.ts';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

let drawn = 0;

async function bare(xml: string): Promise<number> {
  const container = document.getElementById('bare')!;
  const modeler = createBareModeler(container);
  const t0 = performance.now();
  await modeler.importXML(xml);
  await frame();
  const ms = performance.now() - t0;
  drawn = container.querySelectorAll('.djs-element').length;
  modeler.destroy();
  return ms;
}

async function ours(xml: string): Promise<number> {
  const host = document.getElementById('ours')!;
  const canvas = document.createElement('div');
  canvas.style.cssText = 'flex:1;height:800px';
  const panel = document.createElement('div');
  host.append(canvas, panel);
  const modeler = createModeler({ container: canvas, prefix: 'camunda' });
  const root = createRoot(panel);
  flushSync(() => root.render(<I18nContextProvider value={i18nProvider}><PropertiesPanel modeler={modeler} prefix="camunda" /></I18nContextProvider>));
  const t0 = performance.now();
  await modeler.importXML(xml);
  await frame();
  const ms = performance.now() - t0;
  root.unmount();
  modeler.destroy();
  host.replaceChildren();
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function runBench(sizes: number[], runs: number) {
  const results = [];
  // one warm-up of each so neither side pays for first-time compilation
  await bare(generateDiagram(100));
  await ours(generateDiagram(100));
  for (const size of sizes) {
    const xml = generateDiagram(size);
    const b: number[] = [];
    const o: number[] = [];
    for (let i = 0; i < runs; i++) {
      // alternate the order so neither side always runs on a warmer heap
      if (i % 2) {
        o.push(await ours(xml));
        b.push(await bare(xml));
      } else {
        b.push(await bare(xml));
        o.push(await ours(xml));
      }
    }
    results.push({ size, drawn, bare: median(b), ours: median(o), bareRuns: b, oursRuns: o });
  }
  return results;
}

(window as unknown as { runBench: typeof runBench }).runBench = runBench;
document.title = 'ready';
