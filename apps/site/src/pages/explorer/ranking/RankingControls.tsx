import type { IndicatorCatalogue } from '@epic/api-contract';
import { Select } from '@epic/ui';
import { POPULATION_INDICATOR, type RankingLevel } from '../../../data/rankingParams';
import styles from './RankingView.module.css';
import { levelOptions } from './rankingText';

/** The catalogue's indicators grouped by theme, the legal population first. */
function IndicatorOptions({
  catalogue,
  indicator,
  year,
}: {
  catalogue: IndicatorCatalogue | undefined;
  indicator: string;
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
            .map((indicator) => (
              <option key={indicator.id} value={indicator.id}>
                {indicator.label}
              </option>
            ))}
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
        <IndicatorOptions catalogue={catalogue} indicator={indicator} year={year} />
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
