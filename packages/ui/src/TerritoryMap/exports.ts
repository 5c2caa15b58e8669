/**
 * Exports of the map: a standalone SVG (title, the map, legend, credit line), the same as PNG
 * (the SVG drawn on a canvas), and the data as CSV (`@epic/api-contract/csv`, French dialect).
 */

/** One legend line of an export: a swatch (a fill, which may be a pattern `url(#…)`) and text. */
export interface ExportLegendEntry {
  label: string;
  fill?: string;
  /** A line instead of a filled box (outlines). */
  stroke?: { colour: string; width: number; dash?: string };
  /** A circle of that radius (px) instead of a box. */
  radius?: number;
  /** The circle's radius in the map's units: the export draws it at the exported map's scale. */
  units?: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`,
  );

/** The screen's font stack (tokens.css `--epic-font-family`) when the page cannot say it. */
const FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/**
 * `text` in lines of at most `width` px at `size` px: an SVG text does not wrap by itself. The
 * width of a character is estimated (0.56 em, a little above the stack's average for French text),
 * so a line never runs past the image's edge.
 */
export function wrapText(text: string, width: number, size: number): string[] {
  const perLine = Math.max(10, Math.floor(width / (size * 0.56)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Lines of text from `y` (the first baseline), `lead` px apart. */
const textLines = (lines: string[], x: number, y: number, lead: number, attributes: string) =>
  `<text x="${x}" y="${y}" ${attributes}>${lines
    .map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lead}">${escapeXml(l)}</tspan>`)
    .join('')}</text>`;

/** The map with its title, legend and credit, as one SVG document. */
export function mapSvgDocument(
  map: SVGSVGElement,
  {
    title,
    legendTitle,
    legendNote,
    legend,
    credit,
    defs = '',
    font = FONT,
  }: {
    title: string;
    /** The font stack of the screen (the map's computed `font-family`). */
    font?: string;
    /** Pattern definitions of the legend's swatches (in pixels). */
    defs?: string;
    legendTitle: string;
    /** A line under the legend's heading (the classes' method, or what circles mean). */
    legendNote?: string;
    legend: ExportLegendEntry[];
    credit: string;
  },
): { svg: string; width: number; height: number } {
  const width = 800;
  const [, , vw = 1, vh = 1] = (map.getAttribute('viewBox') ?? '0 0 1 1')
    .split(/[ ,]+/)
    .map(Number);
  const mapHeight = Math.round((width - 40) * Math.min(1.2, vh / vw));
  const titleLines = wrapText(title, width - 40, 20);
  const creditLines = wrapText(credit, width - 40, 12);
  const top = 56 + (titleLines.length - 1) * 26;
  const legendTop = top + mapHeight + 24;
  const lines: string[] = [];
  const noteLines = legendNote ? wrapText(legendNote, width - 40, 12) : [];
  if (noteLines.length > 0) {
    lines.push(textLines(noteLines, 20, legendTop + 24, 16, 'font-size="12" fill="#4f4f4f"'));
  }
  let y = legendTop + 4 + noteLines.length * 16 + (noteLines.length > 0 ? 6 : 0);
  // Pixels per map unit in the image (the map is fitted in its box, as the browser draws it).
  const mapScale = Math.min((width - 40) / vw, mapHeight / vh);
  for (const entry of legend) {
    // Rows of 24 px, taller for a large circle.
    const radius = entry.units !== undefined ? entry.units * mapScale : entry.radius;
    const r = radius === undefined ? 0 : Math.max(1, radius);
    y += Math.max(24, 2 * r + 8);
    let swatch = `<rect x="20" y="${y - 13}" width="24" height="16" fill="${entry.fill ?? 'none'}" stroke="#6a6a6a"/>`;
    if (entry.stroke) {
      const { colour, width: w, dash } = entry.stroke;
      swatch = `<line x1="20" x2="44" y1="${y - 5}" y2="${y - 5}" stroke="${colour}" stroke-width="${w}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
    } else if (entry.radius !== undefined) {
      swatch = `<circle cx="${20 + Math.max(12, r)}" cy="${y - 5}" r="${r}" fill="${entry.fill ?? '#225ea8'}" fill-opacity="0.8" stroke="#1e1e1e"/>`;
    }
    const x = 32 + Math.max(24, 2 * r);
    const label = wrapText(entry.label, width - x - 20, 13);
    lines.push(`${swatch}${textLines(label, x, y, 17, 'font-size="13"')}`);
    y += (label.length - 1) * 17;
  }
  const creditTop = y + 36;
  const height = creditTop + (creditLines.length - 1) * 16 + 16;
  const clone = map.cloneNode(true) as SVGSVGElement;
  clone.removeAttribute('class');
  // Strokes in pixels, as on screen (the page's CSS sets vector-effect by class; patterns scale).
  for (const shape of clone.querySelectorAll('path, circle, rect')) {
    if (!shape.closest('pattern')) shape.setAttribute('vector-effect', 'non-scaling-stroke');
  }
  // Texts sized in px on screen (the insets' names): the same px in the image, at its scale.
  for (const text of clone.querySelectorAll('text[data-font-px]')) {
    const px = Number(text.getAttribute('data-font-px'));
    text.setAttribute('font-size', String(Number((px / mapScale).toPrecision(4))));
    text.removeAttribute('data-font-px');
  }
  clone.setAttribute('x', '20');
  clone.setAttribute('y', String(top));
  clone.setAttribute('width', String(width - 40));
  clone.setAttribute('height', String(mapHeight));
  const inner = new XMLSerializer().serializeToString(clone);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${escapeXml(font)}" fill="#1e1e1e">
${defs}
<rect width="100%" height="100%" fill="#ffffff"/>
${textLines(titleLines, 20, 34, 26, 'font-size="20" font-weight="bold"')}
${inner}
<text x="20" y="${legendTop + 4}" font-size="14" font-weight="bold">${escapeXml(legendTitle)}</text>
${lines.join('\n')}
${textLines(creditLines, 20, creditTop, 16, 'font-size="12" fill="#4f4f4f"')}
</svg>`;
  return { svg, width, height };
}

/**
 * The SVG document as a PNG (twice the size, for sharp print), through a canvas. The image is read
 * from a `data:` URL: the site's CSP allows `data:` images, not `blob:` ones.
 */
export async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  const image = new Image();
  image.decoding = 'async';
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('l’image de la carte n’a pas pu être dessinée'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
  const canvas = document.createElement('canvas');
  canvas.width = width * 2;
  canvas.height = height * 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('le navigateur ne permet pas de dessiner l’image');
  context.scale(2, 2);
  context.drawImage(image, 0, 0, width, height);
  return await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('le navigateur n’a pas pu produire le PNG')),
      'image/png',
    ),
  );
}
