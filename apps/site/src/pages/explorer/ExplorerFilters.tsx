import { type TerritoryOption, TerritoryPicker, type TerritoryType, VintageSelect } from '@epic/ui';
import { toVintageChoices } from '../../data/mappers';
import styles from '../explore.module.css';
import { useTerritorySearch } from '../useTerritorySearch';

/** The Explorer's territory search and vintage select. */
export function ExplorerFilters({
  initialLevel,
  year,
  shownYear,
  years,
  existing,
  loading,
  onSelect,
  onYearChange,
}: {
  /** The level of the territory in the address, if any (the picker's level at first). */
  initialLevel: TerritoryType | undefined;
  /** The vintage searched in (the address's, or the latest). */
  year: number | undefined;
  /** The vintage shown by the select (it follows arrow keys before the address does). */
  shownYear: number | undefined;
  years: readonly number[];
  /** Vintages where the territory exists, when known. */
  existing: readonly number[] | undefined;
  loading: boolean;
  onSelect: (option: TerritoryOption) => void;
  onYearChange: (year: number) => void;
}) {
  const search = useTerritorySearch(year, initialLevel);
  return (
    <div className={styles.filters}>
      <TerritoryPicker {...search} onSelect={onSelect} />
      {shownYear !== undefined && (
        <VintageSelect
          vintages={toVintageChoices(years, existing)}
          value={shownYear}
          loading={loading}
          onChange={onYearChange}
        />
      )}
    </div>
  );
}
