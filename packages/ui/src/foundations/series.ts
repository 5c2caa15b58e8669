import seriesCss from '../chart/series.module.css?raw';
import { tokenValue } from './tokens';

/** One series of the charts as chart/series.module.css declares it. */
export type Series = {
  /** 0 to 5, the side of a comparison it draws. */
  index: number;
  /** The colour as declared (a token reference or a hex value). */
  declared: string;
  /** The colour, token references resolved. */
  color: string;
  /** The line's dash pattern (`none` for a solid line). */
  dash: string;
};

/**
 * The chart series of a series stylesheet, in order: the base `.series` rule is series 0, each
 * `.series[data-series="N"]` the Nth. Rules inside `@media` (forced colours) are left out.
 */
export function parseSeries(css: string): Series[] {
  const media = css.indexOf('@media');
  const body = media >= 0 ? css.slice(0, media) : css;
  const rule = /\.series(?:\[data-series="(\d+)"\])?\s*\{([^}]*)\}/g;
  const series: Series[] = [];
  for (const [, index, declarations = ''] of body.matchAll(rule)) {
    const declared = /--series-color:\s*([^;]+);/.exec(declarations)?.[1]?.trim();
    const dash = /--series-dash:\s*([^;]+);/.exec(declarations)?.[1]?.trim() ?? 'none';
    if (!declared) continue;
    const color = declared.replace(/^var\((--epic-[\w-]+)\)$/, (_whole, name: string) =>
      tokenValue(name),
    );
    series.push({ index: Number(index ?? 0), declared, color, dash });
  }
  return series.sort((a, b) => a.index - b.index);
}

/** The six series of the package's charts. */
export const chartSeries: readonly Series[] = parseSeries(seriesCss);
