import { AREA_SIDE } from '@epic/api-contract';
import {
  Button,
  sideTypeLabels,
  type TerritoryOption,
  TerritoryPicker,
  VintageSelect,
  VisuallyHidden,
} from '@epic/ui';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { toVintageChoices } from '../../data/mappers';
import { explorerHref } from '../../data/params';
import styles from '../explore.module.css';
import { useSettledValue } from '../useSettledValue';
import { useTerritorySearch } from '../useTerritorySearch';
import { AreaChoice, SideTools, TerritoryProblem } from './LazyParts';
import type { SideWiring } from './useComparerState';
import { useSideLookUp } from './useSideLookUp';

export type SidePanelProps = SideWiring & {
  years: number[];
  latest: number | undefined;
  /** The comparison failed for good (a side unknown or absent): each side asks why. */
  compareFailed: boolean;
};

/**
 * One side of the Comparer: the chosen territory, why it cannot be compared, search, vintage, and
 * its place in the list (move before or after, remove).
 */
export function SidePanel(props: SidePanelProps) {
  const { n, heading, parsed, problems, years, latest, hrefFor, onChoose, onYearChange } = props;
  const side = parsed.state === 'valid' ? parsed.value : null;
  const year = side?.year ?? latest;
  // A user's area is not a level of the search: the search then runs across levels.
  const sideType = side?.type === AREA_SIDE ? undefined : side?.type;
  const search = useTerritorySearch(year, sideType);
  const { target, lookUp, areaLookUp, name, existing } = useSideLookUp(props, year);
  // The field shows the chosen territory's name (it does not empty once chosen).
  const sideId = side?.id;
  const selected = useMemo<TerritoryOption | null>(
    () => (sideType && sideId && name ? { type: sideType, code: sideId, name } : null),
    [sideType, sideId, name],
  );
  // Arrow keys on the closed select step through the years: only the settled one is loaded.
  const [shownYear, setShownYear] = useSettledValue(year, (next) => {
    if (side && next !== undefined) onYearChange({ ...side, year: next });
  });
  const pickerRef = useRef<HTMLDivElement>(null);
  const headingId = `cote-${n}`;
  // "Territoire A" → "territoire A" inside a sentence.
  const sideName = heading.replace(/^Territoire/, 'territoire');
  return (
    <section className={styles.side} aria-labelledby={headingId} data-side={n}>
      {/* Focusable by script: the focus lands here when the side before it is removed. */}
      <h2 id={headingId} tabIndex={-1}>
        {heading}
        {side && name ? `\u00a0: ${name}` : ''}
      </h2>
      {side && (
        <div className={styles.chosen}>
          <p>
            <span className={styles.chosenName}>{name ?? side.id}</span>
            {` · ${sideTypeLabels[side.type]}${year !== undefined ? ` · ${year}` : ''}`}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              const input = pickerRef.current?.querySelector<HTMLInputElement>('input');
              input?.focus();
              input?.select();
            }}
          >
            Changer<VisuallyHidden> le {sideName}</VisuallyHidden>
          </Button>
        </div>
      )}
      {props.perimeterChanged && (
        <p role="note">
          Dans ce millésime, une fusion de communes chevauche la limite du territoire&nbsp;: ses
          chiffres portent sur un périmètre un peu différent de celui où il a été défini.
        </p>
      )}
      {[...(parsed.state === 'invalid' ? [parsed.message] : []), ...problems].map((message) => (
        <p key={message} className={styles.error} role="alert">
          {message}
        </p>
      ))}
      {target && year !== undefined && lookUp.isError && (
        <TerritoryProblem
          territory={target}
          year={year}
          error={lookUp.error}
          // A malformed vintage was not asked for: only an unknown code is worth saying then.
          onlyUnknownCode={side === null}
          hrefFor={hrefFor}
          onRetry={() => void lookUp.refetch()}
        />
      )}
      {areaLookUp?.isError && (
        <p className={styles.error} role="alert">
          {areaLookUp.error.message} <Link to="/explorer/">Voir vos territoires</Link>
        </p>
      )}
      <div ref={pickerRef}>
        <TerritoryPicker
          {...search}
          selected={selected}
          onSelect={(option: TerritoryOption) => onChoose(option, option.year ?? year)}
          messages={{
            search: `Rechercher le ${sideName}`,
            level: `Niveau du ${sideName}`,
          }}
        />
      </div>
      <AreaChoice
        chosen={side?.type === AREA_SIDE ? side.id : null}
        sideName={sideName}
        // The side's vintage when the address names one, else the area's own.
        onChoose={(area) => props.onChooseArea(area, side?.year ?? area.year)}
      />
      {side && shownYear !== undefined && (
        <VintageSelect
          vintages={toVintageChoices(years, existing)}
          value={shownYear}
          onChange={setShownYear}
          messages={{ label: `Millésime du ${sideName}` }}
        />
      )}
      {side && (
        <p>
          <Link to={explorerHref({ ...side, year })}>Explorer ce territoire</Link>
        </p>
      )}
      <SideTools list={props.list} n={n} sideName={sideName} />
    </section>
  );
}
