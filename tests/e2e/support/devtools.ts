// What the browser's DevTools see of a page, closed shadow roots included (DOM.getDocument with pierce): the views
// the boot script draws (the last view, the first view) are in one, where the page's scripts and locators cannot go.
import type { Page } from '@playwright/test';

/** Every text of the page, shadow roots (closed ones too) included, as the browser's DevTools see them. */
export async function textsSeenByDevTools(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const texts: string[] = [];
  type Node = { nodeType: number; nodeValue: string; children?: Node[]; shadowRoots?: Node[] };
  const walk = (node: Node) => {
    if (node.nodeType === 3) texts.push(node.nodeValue);
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) walk(child);
  };
  walk(root as Node);
  await cdp.detach();
  return texts.join('\n');
}

/** Where DevTools see the element whose own text is `text`, shadow roots included (its border box's top left). */
export async function placeSeenByDevTools(page: Page, text: string): Promise<{ x: number; y: number } | null> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  type Node = { nodeId: number; nodeType: number; nodeValue: string; children?: Node[]; shadowRoots?: Node[] };
  const find = (node: Node, parent: Node | null): Node | null => {
    if (node.nodeType === 3 && node.nodeValue.trim() === text) return parent;
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
      const found = find(child, node);
      if (found) return found;
    }
    return null;
  };
  const element = find(root as Node, null);
  const box = element ? (await cdp.send('DOM.getBoxModel', { nodeId: element.nodeId })).model.border : null;
  await cdp.detach();
  return box ? { x: box[0], y: box[1] } : null;
}
