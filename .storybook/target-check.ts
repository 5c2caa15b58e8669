/**
 * Target size check run after every story at 375 px (see story-checks.ts): each element a pointer
 * or a finger operates must offer at least 44 × 44 CSS px (WCAG 2.5.5, the size the "Démarrer"
 * page promises). A check box or a radio button counts with its label, which operates it too.
 * WCAG's exceptions that a page can tell apart are made explicit:
 * - inline: a link inside a sentence of running text (displayed inline, in a paragraph that has
 *   text of its own around it);
 * - a story that is allowed smaller targets says why in `parameters.epic.targets`.
 * Disabled controls, hidden elements and visually hidden ones (skip links at rest) are no target.
 */

export const MIN_TARGET = 44;
/** Sub-pixel layout: 43.6 px is 44 px rounded by the browser's own zoom. */
const TOLERANCE = 0.5;

const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex="0"]',
].join(', ');

export interface TargetOffender {
  element: Element;
  /** Short description for the failure message: `a.epic-link-3kd « Définition »`. */
  description: string;
  width: number;
  height: number;
}

function describe(element: Element): string {
  const classes = [...element.classList]
    .slice(0, 2)
    .map((name) => `.${name}`)
    .join('');
  const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
  const name =
    element.getAttribute('aria-label') ??
    (element instanceof HTMLInputElement
      ? [...(element.labels ?? [])].map((label) => label.textContent).join(' ')
      : element.textContent);
  const text = (name ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `${element.tagName.toLowerCase()}${type}${classes}${text ? ` « ${text} »` : ''}`;
}

function isHidden(element: Element, view: Window, rect: DOMRect): boolean {
  if (rect.width === 0 && rect.height === 0) return true;
  const style = view.getComputedStyle(element);
  if (style.visibility === 'hidden' || style.display === 'none') return true;
  // Visually hidden (the clip / 1 px pattern), itself or through a clipping ancestor.
  return rect.width <= 1 && rect.height <= 1;
}

/** A link in running text: inline, in a paragraph that says more than the link. */
export function isInlineInSentence(element: Element, view: Window): boolean {
  if (element.tagName !== 'A') return false;
  if (view.getComputedStyle(element).display !== 'inline') return false;
  const paragraph = element.closest('p');
  if (!paragraph) return false;
  const own = (element.textContent ?? '').trim().length;
  return (paragraph.textContent ?? '').trim().length > own;
}

/** The box a pointer can hit: an input's own with its labels'. */
function targetRect(element: Element): { width: number; height: number } {
  const rects = [element.getBoundingClientRect()];
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    for (const label of element.labels ?? []) rects.push(label.getBoundingClientRect());
  }
  const visible = rects.filter((rect) => rect.width > 0 && rect.height > 0);
  const left = Math.min(...visible.map((rect) => rect.left));
  const right = Math.max(...visible.map((rect) => rect.right));
  const top = Math.min(...visible.map((rect) => rect.top));
  const bottom = Math.max(...visible.map((rect) => rect.bottom));
  return { width: right - left, height: bottom - top };
}

/** Interactive elements under `root` smaller than 44 × 44 px, outside WCAG's exceptions. */
export function findSmallTargets(root: Element): TargetOffender[] {
  const view = root.ownerDocument.defaultView;
  if (!view) return [];
  const offenders: TargetOffender[] = [];
  for (const element of root.querySelectorAll(INTERACTIVE)) {
    if ((element as HTMLButtonElement).disabled) continue;
    if (isHidden(element, view, element.getBoundingClientRect())) continue;
    if (isInlineInSentence(element, view)) continue;
    const { width, height } = targetRect(element);
    if (width + TOLERANCE >= MIN_TARGET && height + TOLERANCE >= MIN_TARGET) continue;
    offenders.push({ element, description: describe(element), width, height });
  }
  return offenders;
}

/** Failure message listing the small targets, or undefined when there are none. */
export function targetMessage(offenders: TargetOffender[], width: number): string | undefined {
  if (offenders.length === 0) return undefined;
  const lines = offenders
    .slice(0, 8)
    .map(
      (offender) =>
        `- ${offender.description}: ${Math.round(offender.width)} × ${Math.round(offender.height)} px`,
    );
  const more = offenders.length > 8 ? [`- and ${offenders.length - 8} more`] : [];
  return [
    `Targets under ${MIN_TARGET} × ${MIN_TARGET} px at ${width} px (WCAG 2.5.5). Enlarge them (padding, min-block-size), or opt out with parameters.epic.targets = 'allowed: <reason>'. A link inline in a sentence of a paragraph is exempt.`,
    ...lines,
    ...more,
  ].join('\n');
}
