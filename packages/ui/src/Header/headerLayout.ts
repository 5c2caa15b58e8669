/**
 * Geometry check of a rendered header, shared by its stories and the site's end-to-end tests.
 * Returns readable problems, none when the header is laid out well:
 * - two of its parts overlap (brand, each navigation link, Contact, the user's name, each button);
 * - a part sticks out of the header's width;
 * - a label wraps inside a link or a button (one of its text runs spans more than one line).
 *
 * Self-contained on purpose (no imports, no module-level helpers): Playwright serialises it into
 * the page with `page.evaluate(headerLayoutProblems, element)`.
 */
export function headerLayoutProblems(header: Element): string[] {
  const problems: string[] = [];
  const tolerance = 0.5;
  const isShown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };
  const label = (element: Element) =>
    (element.textContent ?? '').replace(/\s+/g, ' ').trim() ||
    element.getAttribute('aria-label') ||
    element.tagName.toLowerCase();

  type Part = { name: string; element: Element };
  const parts: Part[] = [];
  const anchors = Array.from(header.querySelectorAll('a[href]'));
  const brand = anchors.find((anchor) => !anchor.closest('nav'));
  if (brand) parts.push({ name: 'brand', element: brand });
  // The site name and tagline may overflow the brand link (e.g. with WCAG text spacing).
  for (const text of Array.from(header.querySelectorAll('[data-part="brand-text"]'))) {
    parts.push({ name: `brand text "${label(text)}"`, element: text });
  }
  for (const anchor of anchors) {
    if (!anchor.closest('nav')) continue;
    const isContact = (anchor.getAttribute('href') ?? '').startsWith('mailto:');
    parts.push({
      name: `${isContact ? 'contact' : 'navigation'} "${label(anchor)}"`,
      element: anchor,
    });
  }
  for (const userName of Array.from(header.querySelectorAll('[data-part="user-name"]'))) {
    parts.push({ name: `user name "${label(userName)}"`, element: userName });
  }
  for (const button of Array.from(header.querySelectorAll('button'))) {
    parts.push({ name: `button "${label(button)}"`, element: button });
  }
  const shown = parts.filter((part) => isShown(part.element));

  const frame = header.getBoundingClientRect();
  for (const part of shown) {
    const box = part.element.getBoundingClientRect();
    if (box.left < frame.left - tolerance || box.right > frame.right + tolerance) {
      problems.push(
        `${part.name} sticks out of the header (${Math.round(box.left)}–${Math.round(box.right)} px, header ${Math.round(frame.left)}–${Math.round(frame.right)} px)`,
      );
    }
  }

  for (let i = 0; i < shown.length; i++) {
    for (let j = i + 1; j < shown.length; j++) {
      const a = shown[i] as Part;
      const b = shown[j] as Part;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const boxA = a.element.getBoundingClientRect();
      const boxB = b.element.getBoundingClientRect();
      const width = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
      const height = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
      if (width > tolerance && height > tolerance) {
        problems.push(
          `${a.name} overlaps ${b.name} (${Math.round(width)} × ${Math.round(height)} px)`,
        );
      }
    }
  }

  // Links, buttons and the user's name: none of their text runs may wrap. The brand's name and
  // tagline may, when the header is too narrow for them (a long agency name on a phone).
  const labelled = shown.filter(
    (part) =>
      !part.name.startsWith('brand') &&
      (part.element.tagName === 'A' ||
        part.element.tagName === 'BUTTON' ||
        part.element.hasAttribute('data-part')),
  );
  for (const part of labelled) {
    const walker = part.element.ownerDocument.createTreeWalker(part.element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || !isShown(parent)) continue;
      const range = part.element.ownerDocument.createRange();
      range.selectNodeContents(node);
      const lines = new Set<number>();
      for (const box of Array.from(range.getClientRects())) {
        if (box.width > tolerance) lines.add(Math.round(box.top));
      }
      const rangeHeight = range.getBoundingClientRect().height;
      const lineHeight = Number.parseFloat(getComputedStyle(parent).lineHeight);
      const tooTall = Number.isFinite(lineHeight) && rangeHeight > lineHeight * 1.5;
      if (lines.size > 1 || tooTall) {
        problems.push(`label "${text}" of ${part.name} wraps onto ${lines.size} lines`);
      }
    }
  }
  return problems;
}
