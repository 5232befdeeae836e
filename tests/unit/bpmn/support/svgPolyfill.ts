/**
 * happy-dom has SVG matrices and transform lists but not `SVGTransformList.consolidate()`, which diagram-js calls
 * for every viewbox read. This fills the gap so a real bpmn-js Modeler runs in unit tests (no layout: boxes are 0).
 */
export function installSvgPolyfill(): void {
  const w = globalThis as unknown as Record<string, any>;
  const list = w.SVGTransformList?.prototype;
  if (list && !list.consolidate) {
    list.consolidate = function consolidate(this: any) {
      const items = [...this] as { matrix: any }[];
      if (!items.length) return null;
      const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg') as any;
      const matrix = items.reduce((m, t) => m.multiply(t.matrix), svg.createSVGMatrix());
      this.clear();
      return this.appendItem(svg.createSVGTransformFromMatrix(matrix));
    };
  }
  const graphics = w.SVGGraphicsElement?.prototype;
  if (graphics && !graphics.getScreenCTM) graphics.getScreenCTM = function () { return (document.createElementNS('http://www.w3.org/2000/svg', 'svg') as any).createSVGMatrix(); };
  const element = w.SVGElement?.prototype;
  if (element && !element.getComputedTextLength) element.getComputedTextLength = function (this: Element) { return (this.textContent ?? '').length * 7; };
}
