import { JSDOM } from 'jsdom';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';

/**
 * Pseudo-classes of a state the page may take later (hover, focus, a checked box) and pseudo-elements:
 * a selector is kept when the page holds an element it would match once that state is reached.
 */
const STATEFUL_PSEUDO =
  /::?(?:hover|focus-visible|focus-within|focus|active|visited|link|target|checked|disabled|enabled|invalid|valid|placeholder-shown|autofill|indeterminate|read-only|read-write|required|optional|before|after|placeholder|selection|marker|first-letter|first-line|backdrop|file-selector-button|-webkit-[a-z-]+|-moz-[a-z-]+|-ms-[a-z-]+)(?![\w-])/g;

/** At-rules kept whole: they draw nothing by themselves and rules that are kept may refer to them. */
const KEPT_AT_RULES = new Set(['font-face', 'keyframes', 'property', 'counter-style', 'import', 'charset']);

/**
 * The part of a stylesheet that a page's HTML uses: every rule with a selector that matches an element
 * of `html` (ignoring states such as :hover, so that the page looks the same once touched), whatever
 * media query it sits in, plus the at-rules rules may refer to (fonts, animations). The prerendered pages
 * carry it inline, so their first paint does not wait for the whole stylesheet. A selector the DOM
 * cannot evaluate is kept.
 */
export function criticalCss(css: string, html: string): string {
  const { document } = new JSDOM(html).window;
  const matches = new Map<string, boolean>();
  const used = (selector: string) => {
    let found = matches.get(selector);
    if (found === undefined) {
      const query = selector
        .replace(STATEFUL_PSEUDO, '')
        .replace(/:not\(\s*\)/g, '')
        .replace(/(^|[\s>+~(,])(?=$|[\s>+~),])/g, '$1*');
      try {
        found = document.querySelector(query) !== null;
      } catch {
        found = true;
      }
      matches.set(selector, found);
    }
    return found;
  };
  const root = postcss.parse(css);
  const prune = (container: Container) => {
    container.each((node) => {
      if (node.type === 'rule') {
        const rule = node as Rule;
        if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).name === 'keyframes') return;
        const kept = rule.selectors.filter(used);
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      } else if (node.type === 'atrule') {
        const atRule = node as AtRule;
        if (KEPT_AT_RULES.has(atRule.name.replace(/^-[a-z]+-/, '')) || !atRule.nodes) return;
        prune(atRule);
        if (atRule.nodes.length === 0) atRule.remove();
      } else if (node.type === 'comment') {
        node.remove();
      }
    });
  };
  prune(root);
  return root.toString();
}
