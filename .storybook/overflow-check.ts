/**
 * Horizontal overflow check run after every story at 375 px (see preview.tsx): content that
 * sticks out of the story's root sideways means a horizontal scrollbar or cut content on a phone
 * (WCAG 1.4.10 Reflow). A deliberate scroll region is allowed: an element marked
 * `data-epic-scroll-region`, or one with `overflow-x: auto | scroll` that keyboard users can reach
 * (focusable) and screen reader users can identify (labelled). Clipped content (`overflow: hidden`)
 * and visually hidden text (the `clip`/1 px pattern) are not overflow.
 */

export interface OverflowOffender {
  /** The element (or the parent of the text node) that sticks out. */
  element: Element;
  /** Short description for the failure message, e.g. `table.epic-grid-3kd9a « Population »`. */
  description: string;
  /** How many pixels stick out (left or right, whichever is larger). */
  overflow: number;
  /** Why it counts. */
  reason: 'outside-root' | 'unreachable-scroll-region';
}

const TOLERANCE = 1;

function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList]
    .slice(0, 2)
    .map((name) => `.${name}`)
    .join('');
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` « ${text} »` : ''}`;
}

function isVisuallyHidden(style: CSSStyleDeclaration, rect: DOMRect): boolean {
  if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
  return rect.width <= 1 && rect.height <= 1 && style.overflow === 'hidden';
}

/** A scroll region users can operate: marked, or focusable and labelled. */
export function isDeliberateScrollRegion(element: Element): boolean {
  if (element.hasAttribute('data-epic-scroll-region')) return true;
  const focusable = element instanceof HTMLElement && element.tabIndex >= 0;
  const labelled = element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby');
  return focusable && labelled;
}

/**
 * Elements and text under `root` whose box reaches past the root's left or right edge (or the
 * viewport's), outermost offenders only. Empty when the content fits.
 */
export function findHorizontalOverflow(root: Element): OverflowOffender[] {
  const view = root.ownerDocument.defaultView;
  if (!view) return [];
  const rootRect = root.getBoundingClientRect();
  const left = Math.max(rootRect.left, 0);
  const right = Math.min(rootRect.right, root.ownerDocument.documentElement.clientWidth);
  const offenders: OverflowOffender[] = [];
  const sticksOut = (rect: DOMRect) =>
    rect.width > 0 ? Math.max(rect.right - right, left - rect.left) : 0;

  const visit = (element: Element) => {
    const style = view.getComputedStyle(element);
    if (style.display === 'none') return;
    const rect = element.getBoundingClientRect();
    if (isVisuallyHidden(style, rect)) return;
    if (element !== root && style.visibility !== 'hidden') {
      const overflow = sticksOut(rect);
      if (overflow > TOLERANCE) {
        offenders.push({
          element,
          description: describe(element),
          overflow,
          reason: 'outside-root',
        });
        return;
      }
    }
    if (element !== root && style.overflowX !== 'visible') {
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
      const overflowing = element.scrollWidth > element.clientWidth + TOLERANCE;
      if (scrolls && overflowing && !isDeliberateScrollRegion(element)) {
        offenders.push({
          element,
          description: describe(element),
          overflow: element.scrollWidth - element.clientWidth,
          reason: 'unreachable-scroll-region',
        });
      }
      // Inside a scroll region or a clipping box, content may be wider than the root.
      return;
    }
    for (const child of element.childNodes) {
      if (child.nodeType === Node.ELEMENT_NODE) {
        visit(child as Element);
      } else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
        const range = root.ownerDocument.createRange();
        range.selectNodeContents(child);
        const overflow = sticksOut(range.getBoundingClientRect());
        if (overflow > TOLERANCE && style.visibility !== 'hidden') {
          offenders.push({
            element,
            description: describe(element),
            overflow,
            reason: 'outside-root',
          });
          return;
        }
      }
    }
  };
  visit(root);
  return offenders;
}

/** Failure message listing the offenders, or undefined when there are none. */
export function overflowMessage(offenders: OverflowOffender[], width: number): string | undefined {
  if (offenders.length === 0) return undefined;
  const lines = offenders
    .slice(0, 5)
    .map((offender) =>
      offender.reason === 'outside-root'
        ? `- ${offender.description}: ${Math.round(offender.overflow)} px outside the story`
        : `- ${offender.description}: scrolls ${Math.round(offender.overflow)} px sideways but is not a focusable, labelled region (tabIndex=0 + aria-label, or data-epic-scroll-region)`,
    );
  const more = offenders.length > 5 ? [`- and ${offenders.length - 5} more`] : [];
  return [
    `Horizontal overflow at ${width} px (WCAG 1.4.10). Fix the layout, or opt out with parameters.epic.overflow = 'allowed: <reason>'.`,
    ...lines,
    ...more,
  ].join('\n');
}
