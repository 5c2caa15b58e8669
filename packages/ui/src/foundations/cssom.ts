/**
 * Reads, from the page's style sheets, the declarations an element gets in a pseudo-class state
 * (`:hover`, `:active`). Story tests use it to check hover styles, which synthetic pointer events
 * cannot trigger (CSS `:hover` follows the real pointer only).
 */
export function declarationsInState(
  element: Element,
  pseudo: ':hover' | ':active',
): CSSStyleDeclaration[] {
  const found: CSSStyleDeclaration[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        for (const selector of rule.selectorText.split(',')) {
          const trimmed = selector.trim();
          if (!trimmed.endsWith(pseudo)) continue;
          const base = trimmed.slice(0, -pseudo.length);
          if (base && element.matches(base)) found.push(rule.style);
        }
      } else if (rule instanceof CSSMediaRule && window.matchMedia(rule.conditionText).matches) {
        visit(rule.cssRules);
      } else if (rule instanceof CSSLayerBlockRule) {
        // The library's rules sit in `@layer epic`.
        visit(rule.cssRules);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules);
    } catch {
      // Cross-origin sheets cannot be read; none of ours is.
    }
  }
  return found;
}
