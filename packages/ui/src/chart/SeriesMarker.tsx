import series from './series.module.css';

/** How many series the charts tell apart (the comparison's six territories). */
export const SERIES_COUNT = 6;

/** The class that gives a series its colour and line style (with `data-series={index}`). */
export const seriesClass = series.series;

/** The shape of each series' markers: circle, square, triangle, diamond, reversed triangle, hexagon. */
function shape(index: number, r: number): string | null {
  const h = r * 1.15;
  switch (index % SERIES_COUNT) {
    case 1:
      return `M${-r},${-r}H${r}V${r}H${-r}Z`;
    case 2:
      return `M0,${-h}L${h},${h * 0.8}H${-h}Z`;
    case 3:
      return `M0,${-h}L${h},0L0,${h}L${-h},0Z`;
    case 4:
      return `M0,${h}L${h},${-h * 0.8}H${-h}Z`;
    case 5:
      return `M${-r},${-r * 0.55}L0,${-r * 1.1}L${r},${-r * 0.55}V${r * 0.55}L0,${r * 1.1}L${-r},${r * 0.55}Z`;
    default:
      return null;
  }
}

/**
 * A series' marker at (x, y): its shape (a circle for the first) filled with its colour, or
 * hollow (a reference value). Put it inside an element of `seriesClass` with `data-series`.
 */
export function SeriesMarker({
  index,
  x,
  y,
  r = 4,
  className,
}: {
  index: number;
  x: number;
  y: number;
  /** Half the marker's width. @default 4 */
  r?: number;
  className?: string;
}) {
  const d = shape(index, r);
  return d === null ? (
    <circle cx={x} cy={y} r={r} className={className} />
  ) : (
    <path d={d} transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`} className={className} />
  );
}
