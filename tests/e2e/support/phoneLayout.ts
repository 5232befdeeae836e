// What a page must be on a phone (issue 34): nothing wider than the screen, no table, touch targets of 44 px.
import type { Page } from '@playwright/test';

export const PHONE = { width: 375, height: 812 };

/** Smallest height of a button, a link styled as one, an icon button or a menu item on a phone (WCAG 2.5.5). */
export const TOUCH_TARGET = 44;

/**
 * The page as shown now on a phone, one readable line per problem (empty when it fits):
 * - an element reaching past the screen's edges (the outermost one of each overflow, with its test id or class);
 * - a visible table (lists are cards on a phone), other than one a Word document itself holds (`data-document`);
 * - a button, icon button or menu item less than 44 px tall.
 * Elements inside a tab bar or the strip of visited pages (`data-scroll-strip`) are left out: a strip that scrolls
 * sideways inside itself is the phone's way of showing many tabs, and the strip itself is no wider than the screen.
 */
export async function phoneProblems(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate((target) => {
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0;
    };
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = [...el.classList].filter((c) => !c.startsWith('css-')).slice(0, 2).join('.');
      return `<${el.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''}${cls ? ` class="${cls}"` : ''}>`;
    };
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
    const all = [...document.body.querySelectorAll('*')];
    const wide = new Set<Element>();
    for (const el of all) {
      if (el.closest('[role="tablist"], [data-scroll-strip]')) continue;
      if (el.parentElement?.closest('svg')) continue; // a drawing's parts: the drawing itself is measured
      if (!shown(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.right > width + 1 || rect.left < -1) wide.add(el);
    }
    for (const el of wide) {
      if (el.parentElement && wide.has(el.parentElement)) continue;
      const rect = el.getBoundingClientRect();
      out.push(`${name(el)} reaches from ${Math.round(rect.left)} to ${Math.round(rect.right)} px`);
    }
    for (const table of document.querySelectorAll('table')) {
      if (shown(table) && !table.closest('[data-document]')) out.push(`${name(table)} is a table`);
    }
    const small = new Set<string>();
    for (const el of document.querySelectorAll('.MuiButton-root, .MuiIconButton-root, .MuiMenuItem-root, .MuiFab-root')) {
      if (!shown(el) || el.closest('[role="tablist"]')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.height < target - 0.5) small.add(`${name(el)} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 12)}" is ${Math.round(rect.height)} px tall`);
    }
    out.push(...[...small].slice(0, 6));
    if (small.size > 6) out.push(`… and ${small.size - 6} more small touch targets`);
    return out;
  }, TOUCH_TARGET);
  return found.map((problem) => `${where}: ${problem}`);
}
