import type { IndicatorCatalogue } from '@epic/api-contract';
import { Select } from '@epic/ui';
import { POPULATION_INDICATOR, type RankingLevel } from '../../../data/rankingParams';
import styles from './RankingView.module.css';
import { levelOptions } from './rankingText';

type Indicator = IndicatorCatalogue['indicators'][number];

/**
 * Whether a level has values of an indicator: an aggregable figure everywhere; a figure the source
 * publishes (a median, a rate) for communes, and for EPCI, départements and régions where INSEE
 * publishes it above the commune; never for a study zone (no file publishes zones).
 */
export function publishedAt(indicator: Indicator, level: RankingLevel): boolean {
  if (indicator.aggregation.rule !== 'none') return true;
  if (level === 'commune') return true;
  return (
    indicator.publishedAbove !== undefined &&
    (level === 'epci' || level === 'departement' || level === 'region')
  );
}

/**
 * The catalogue's indicators grouped by theme, the legal population first; those the level has no
 * value of are shown greyed, with the reason, and cannot be chosen (the address's own stays).
 */
function IndicatorOptions({
  catalogue,
  indicator,
  level,
  year,
}: {
  catalogue: IndicatorCatalogue | undefined;
  indicator: string;
  level: RankingLevel;
  year: number | undefined;
}) {
  const population = (
    <option value={POPULATION_INDICATOR}>
      Population légale{year ? ` (millésime ${year})` : ''}
    </option>
  );
  // Until the catalogue comes, the indicator of the address is kept as an option of its own.
  if (!catalogue) {
    return (
      <>
        {population}
        {indicator !== POPULATION_INDICATOR && <option value={indicator}>{indicator}</option>}
      </>
    );
  }
  return (
    <>
      {catalogue.themes.map((theme) => (
        <optgroup key={theme.id} label={theme.label}>
          {theme.id === 'population' && population}
          {catalogue.indicators
            .filter((indicator) => indicator.theme === theme.id)
            .map((option) => {
              const published = publishedAt(option, level);
              return (
                <option
                  key={option.id}
                  value={option.id}
                  disabled={!published && option.id !== indicator}
                >
                  {published ? option.label : `${option.label} – non publié à ce niveau`}
                </option>
              );
            })}
        </optgroup>
      ))}
      {!catalogue.themes.some((theme) => theme.id === 'population') && population}
    </>
  );
}

/**
 * What is ranked: the indicator (by theme) and the level. The values shown follow arrow keys at
 * once; the route commits them once settled.
 */
export function RankingControls({
  catalogue,
  indicator,
  level,
  year,
  onIndicator,
  onLevel,
}: {
  catalogue: IndicatorCatalogue | undefined;
  indicator: string;
  level: RankingLevel;
  /** The vintage, named in the legal population's option (the select is the Explorer's). */
  year: number | undefined;
  onIndicator: (id: string) => void;
  onLevel: (level: RankingLevel) => void;
}) {
  return (
    <div className={styles.controls}>
      <Select
        label="Indicateur"
        value={indicator}
        onChange={(event) => onIndicator(event.target.value)}
      >
        <IndicatorOptions catalogue={catalogue} indicator={indicator} level={level} year={year} />
      </Select>
      <Select
        label="Territoires classés"
        value={level}
        options={levelOptions}
        onChange={(event) => onLevel(event.target.value as RankingLevel)}
      />
    </div>
  );
}
