import { breakpointOf, writeLastView } from './lastView.ts';

/**
 * Keeps what `root` shows now as the last view of `path` (lastView.ts): its markup without ids and test ids (they
 * belong to the live page), the style rules that apply to it (emotion writes MUI's rules into the CSSOM, not as
 * text, so they are read from there; rules of other pages visited since are left out) and the body's look.
 */
export function saveLastView(root: Element, path: string): boolean {
  const clone = root.cloneNode(true) as Element;
  // Only what the first screen shows: the rest costs the painter layout time (at a phone's speed, most of its time)
  // and is the live page's by the time anyone scrolls.
  trimBelow(root, clone, window.innerHeight);
  const marked = clone.querySelectorAll('[id], [data-testid], [for], [aria-labelledby], [aria-describedby], [aria-controls]');
  for (const element of [clone, ...marked]) {
    for (const name of ['id', 'data-testid', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) element.removeAttribute(name);
  }
  // Form fields keep no typed values in markup, but a search box may: nothing typed is kept.
  for (const input of clone.querySelectorAll('input, textarea')) input.removeAttribute('value');
  clone.querySelectorAll('script, iframe, object, embed, noscript').forEach((element) => element.remove());
  const body = getComputedStyle(document.body);
  const bodyStyle = ['font-family', 'font-size', 'font-weight', 'line-height', 'color', 'background-color', 'letter-spacing']
    .map((name) => `${name}:${body.getPropertyValue(name)}`).join(';');
  return writeLastView({
    path,
    savedAt: Date.now(),
    breakpoint: breakpointOf(window.innerWidth),
    html: clone.outerHTML,
    css: rulesUsedBy(root),
    bodyStyle,
    lang: document.documentElement.lang,
  });
}

/** Removes from `clone` what lies wholly below `bottom` in `live`, the element it was cloned from. */
function trimBelow(live: Element, clone: Element, bottom: number): void {
  const liveChildren = Array.from(live.children);
  const cloneChildren = Array.from(clone.children);
  liveChildren.forEach((child, index) => {
    const copy = cloneChildren[index];
    if (!copy) return;
    const box = child.getBoundingClientRect();
    if (box.top >= bottom) copy.remove();
    else if (box.bottom > bottom) trimBelow(child, copy, bottom);
  });
}

/** The text of every readable style rule that matches something in `root` (or cannot be tested: kept). */
function rulesUsedBy(root: Element): string {
  const texts: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not ours to read
    }
    for (const rule of Array.from(rules)) {
      if (applies(rule, root)) texts.push(rule.cssText);
    }
  }
  return texts.join('\n');
}

function applies(rule: CSSRule, root: Element): boolean {
  if (rule instanceof CSSStyleRule) return matchesSomething(rule.selectorText, root);
  if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
    return Array.from(rule.cssRules).some((inner) => applies(inner, root));
  }
  return true; // @keyframes, @font-face and the like: small, and needed by what they name
}

function matchesSomething(selectorText: string, root: Element): boolean {
  // Pseudo-classes and pseudo-elements say when or what part: a rule counts when its element is there at all.
  const plain = selectorText.replace(/::?[a-z-]+(\([^()]*\))?/gi, '');
  try {
    return root.matches(plain) || root.querySelector(plain) !== null;
  } catch {
    return true;
  }
}
