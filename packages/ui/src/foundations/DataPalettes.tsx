import { classificationChooserMessages } from '../TerritoryMap/ClassificationChooser.messages';
import { DEFAULT_DIVERGING_PALETTE, DEFAULT_SEQUENTIAL_PALETTE } from '../TerritoryMap/classes';
import {
  divergingHalves,
  divergingPaletteIds,
  MAX_CLASSES,
  type PaletteId,
  sequentialColours,
  sequentialPaletteIds,
} from '../TerritoryMap/palettes';
import { ratioText } from './ColorPalette';
import { contrastRatio, parseColor } from './contrast';
import styles from './Foundations.module.css';
import { chartSeries } from './series';
import { tokenValue } from './tokens';

const GRAPHICS = 3;
const floor2 = (ratio: number) => Math.floor(ratio * 100) / 100;

/** The ratio of a colour on the surface, the background of maps and charts. */
function onSurface(color: string): number {
  const surface = parseColor(tokenValue('--epic-color-surface')) ?? [255, 255, 255];
  return contrastRatio(parseColor(color) ?? surface, surface);
}

function Swatch({ color, label }: { color: string; label?: string }) {
  const ratio = onSurface(color);
  const pass = floor2(ratio) >= GRAPHICS;
  return (
    <li className={styles.dataSwatch} data-color={color} data-pass={pass}>
      <span className={styles.dataChip} style={{ background: color }} />
      <span className={styles.value}>{label ?? color}</span>
      <span className={styles.dataRatio}>
        {ratioText(ratio)}
        {pass ? '' : ' ⚠\u00a0sous 3\u00a0:\u00a01'}
      </span>
    </li>
  );
}

function PaletteCard({ id, kind }: { id: PaletteId; kind: 'sequential' | 'diverging' }) {
  const colours =
    kind === 'sequential'
      ? sequentialColours(id as Parameters<typeof sequentialColours>[0], MAX_CLASSES)
      : divergingHalves(id as Parameters<typeof divergingHalves>[0], 4).flat();
  const isDefault = id === DEFAULT_SEQUENTIAL_PALETTE || id === DEFAULT_DIVERGING_PALETTE;
  return (
    <li className={styles.card} data-palette={id}>
      <p className={styles.name}>
        {classificationChooserMessages.palettes[id]} ({id}){isDefault ? ', par défaut' : ''}
      </p>
      <ul className={styles.dataSwatches} aria-label={`Couleurs de ${id}, sur la surface blanche`}>
        {colours.map((color) => (
          <Swatch key={color} color={color} />
        ))}
      </ul>
    </li>
  );
}

/** The map's class palettes, sequential or diverging, with each colour's ratio on the surface. */
export function MapPalettes({ kind }: { kind: 'sequential' | 'diverging' }) {
  const ids = kind === 'sequential' ? sequentialPaletteIds : divergingPaletteIds;
  return (
    <ul
      className={styles.stack}
      aria-label={kind === 'sequential' ? 'Palettes séquentielles' : 'Palettes divergentes'}
    >
      {ids.map((id) => (
        <PaletteCard key={id} id={id} kind={kind} />
      ))}
    </ul>
  );
}

/** The six chart series: colour, line style, and their ratio on the surface and the beige. */
export function ChartSeries() {
  const beige = parseColor(tokenValue('--epic-color-main-bg')) ?? [255, 255, 255];
  return (
    <ul className={styles.grid} aria-label="Séries des graphiques">
      {chartSeries.map((series) => {
        const ratio = onSurface(series.color);
        const onBeige = contrastRatio(parseColor(series.color) ?? beige, beige);
        const pass = floor2(ratio) >= GRAPHICS && floor2(onBeige) >= GRAPHICS;
        return (
          <li
            key={series.index}
            className={styles.card}
            data-series={series.index}
            data-pass={pass}
          >
            <svg className={styles.dataLine} viewBox="0 0 120 12" aria-hidden="true">
              <line
                x1="0"
                y1="6"
                x2="120"
                y2="6"
                stroke={series.color}
                strokeWidth="3"
                strokeDasharray={series.dash === 'none' ? undefined : series.dash}
              />
            </svg>
            <p className={styles.name}>
              Série {series.index + 1} (territoire {String.fromCharCode(65 + series.index)})
            </p>
            <span className={styles.value}>
              {series.declared === series.color
                ? series.color
                : `${series.declared.replace(/^var\((.*)\)$/, '$1')} = ${series.color}`}
              {series.dash === 'none' ? ', trait plein' : `, tirets ${series.dash}`}
            </span>
            <span>
              {ratioText(ratio)} sur la surface, {ratioText(onBeige)} sur le beige
            </span>
          </li>
        );
      })}
    </ul>
  );
}
