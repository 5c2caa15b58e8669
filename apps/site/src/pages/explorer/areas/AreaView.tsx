// Long file: one screen whose sections (figures, vintage, communes, indicators, actions) share the area's queries and its vintage.
import type { AreaStatistics } from '@epic/api-contract';
import { Button, ButtonLink, formatCount, formatNumber, VintageSelect } from '@epic/ui';
import { downloadArea, downloadText } from '@epic/ui/areas';
import { IndicatorThemes, type IndicatorThemesValue } from '@epic/ui/statistics';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import {
  areaMembersQuery,
  areaQuery,
  areaStatisticsQuery,
  useAreaMutations,
} from '../../../data/areaQueries';
import { toIndicatorThemes } from '../../../data/indicatorMappers';
import { toVintageChoices, toVintageYears } from '../../../data/mappers';
import { catalogueQuery, vintagesQuery } from '../../../data/queries';
import { RouterLink } from '../../../RouterLink';
import explore from '../../explore.module.css';
import { VisualSkeleton } from '../../LazyVisuals';
import { useAddress } from '../../useAddress';
import { useSettledValue } from '../../useSettledValue';
import { AreaMembers } from './AreaMembers';
import { AreaUnknown } from './AreaUnknown';
import styles from './areas.module.css';

// The map's code (files, values, the map itself) is its own chunk, loaded with the map.
const AreaMap = lazy(() => import('./AreaMap'));

/** An area's values as the cards read them: France as the only reference, no rank. */
const toAreaValues = (answer: AreaStatistics): IndicatorThemesValue[] =>
  answer.statistics.map(({ references, rank: _rank, ...value }) => ({
    ...value,
    ...(references ? { references: { france: references.france } } : {}),
  }));

/** The figures of one vintage: the area's own, or another one its communes are followed to. */
const toVintageFigures = (answer: AreaStatistics) => ({
  year: answer.year,
  communes: answer.communes,
  perimeterChanged: answer.perimeterChanged,
  values: toAreaValues(answer),
});

/** The vintage the address asks for (`year=`), if it is one with data. */
function askedYear(text: string | null, years: readonly number[] | undefined) {
  const year = Number(text);
  return text && years?.includes(year) ? year : undefined;
}

/** What the cards say of an area, instead of a territory's ranks and commune-only figures. */
const indicatorMessages = {
  rankNote:
    'Valeurs calculées sur l’ensemble des communes du territoire, selon la règle de chaque indicateur (somme ou rapport de sommes), avec la France en référence.',
  notApplicable: 'Non calculable pour un regroupement de communes',
};

/**
 * `/explorer/?area=<id>`: one of the user's areas, its key figures, its indicators by theme
 * aggregated over its communes, its communes, and the actions on it (edit, export, delete).
 */
export default function AreaView({ id }: { id: string }) {
  const { navigate, searchParams, update } = useAddress();
  const area = useQuery(areaQuery(id));
  const vintages = useQuery({ ...vintagesQuery(), select: toVintageYears });
  // The vintage shown: the address's `year`, else the area's own.
  const shown = askedYear(searchParams.get('year'), vintages.data?.years) ?? area.data?.year ?? 0;
  const other = area.data !== undefined && shown !== area.data.year;
  const statistics = useQuery({
    ...areaStatisticsQuery(id, shown),
    select: toVintageFigures,
    enabled: area.isSuccess,
  });
  const catalogue = useQuery({ ...catalogueQuery(), select: toIndicatorThemes });
  // In another vintage, its communes there (known once its figures are).
  const communesShown = other ? statistics.data?.communes : area.data?.communes;
  const members = useQuery({
    ...areaMembersQuery(shown, communesShown ?? []),
    enabled: communesShown !== undefined,
  });
  const { remove } = useAreaMutations();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const questionId = useId();

  // Arrow keys on the closed select step through the years: only the settled one is loaded.
  const [selectYear, chooseYear] = useSettledValue(shown, (next: number) =>
    update(
      (query) => {
        if (next === area.data?.year) query.delete('year');
        else query.set('year', String(next));
        return query;
      },
      { replace: true },
    ),
  );
  if (area.isError) return <AreaUnknown error={area.error} onRetry={() => void area.refetch()} />;
  if (!area.data) {
    return (
      <>
        <title>Mes territoires – Explorer – EPIC</title>
        <h1>Territoire de projet</h1>
        <VisualSkeleton label="Chargement du territoire…" />
      </>
    );
  }
  const { name, year, communes } = area.data;
  const population = members.data?.every((m) => m.population !== null)
    ? members.data.reduce((sum, m) => sum + (m.population ?? 0), 0)
    : null;

  const deleteArea = async () => {
    try {
      await remove.mutateAsync(id);
      navigate('/explorer/');
    } catch (error) {
      setStatus(`La suppression a échoué\u00a0: ${(error as Error).message}`);
    }
  };

  return (
    <>
      <title>{`${name} – Mes territoires – Explorer – EPIC`}</title>
      <h1 className={explore.territoryTitle}>{name}</h1>
      <p className={styles.lede}>
        Territoire de projet · Millésime {year} ·{' '}
        {formatCount(communes.length, 'commune', 'communes')}
      </p>
      <div className={explore.actions}>
        <ButtonLink
          href={`/explorer/?area=${encodeURIComponent(id)}&edit=1`}
          linkComponent={RouterLink}
          variant="secondary"
        >
          Modifier
        </ButtonLink>
        <ButtonLink
          href={`/comparer?type=area&id=${encodeURIComponent(id)}&year=${shown}`}
          linkComponent={RouterLink}
          variant="secondary"
        >
          Comparer ce territoire
        </ButtonLink>
        <Button
          variant="secondary"
          onClick={() => setStatus(`Fichier ${downloadArea(area.data)} téléchargé.`)}
        >
          Exporter (JSON)
        </Button>
        <Button
          variant="tertiary"
          aria-expanded={confirming}
          onClick={() => {
            setConfirming(true);
            requestAnimationFrame(() => document.getElementById(questionId)?.focus());
          }}
        >
          Supprimer
        </Button>
        <RouterLink href="/explorer/">Tous mes territoires</RouterLink>
      </div>
      {confirming && (
        <div className={styles.confirm}>
          <p id={questionId} tabIndex={-1}>
            Supprimer «&#8239;{name}&#8239;»&#8239;? Le territoire et sa liste de communes seront
            définitivement effacés.
          </p>
          <div className={explore.actions}>
            <Button loading={remove.isPending} onClick={() => void deleteArea()}>
              Supprimer définitivement
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Annuler
            </Button>
          </div>
        </div>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {vintages.data && (
        <div className={styles.vintage}>
          <VintageSelect
            vintages={toVintageChoices(
              [...vintages.data.years].sort((a, b) => b - a),
              undefined,
            )}
            value={selectYear}
            onChange={chooseYear}
            messages={{ label: 'Millésime des chiffres' }}
          />
          <p className={styles.note}>
            {other
              ? `Chiffres du millésime ${shown} : les ${formatCount(communes.length, 'commune', 'communes')} du territoire (millésime ${year}) y sont suivies à travers les fusions${statistics.data ? `, soit ${formatCount(statistics.data.communes.length, 'commune', 'communes')} en ${shown}` : ''}.`
              : `Chiffres du millésime du territoire (${year}). Choisissez un autre millésime pour suivre ses communes à travers les fusions.`}
          </p>
        </div>
      )}
      {other && statistics.data?.perimeterChanged && (
        <div className={styles.perimeter} role="note">
          <p>
            Dans ce millésime, une fusion de communes chevauche la limite du territoire&nbsp;: une
            commune de {shown} réunit des communes du territoire et d’autres qui n’en sont pas (elle
            est comptée dans le territoire quand son chef-lieu y est), ou l’une de ses communes
            n’existe pas en {shown}. Les chiffres de {shown} portent donc sur un périmètre un peu
            différent de celui de {year}.
          </p>
        </div>
      )}
      <div className={explore.grid}>
        <section className={explore.panel} aria-labelledby="chiffres-cles">
          <h2 id="chiffres-cles">Chiffres clés</h2>
          <dl className={styles.figures}>
            <div>
              <dt>Population légale {shown}</dt>
              <dd>
                {population !== null
                  ? formatNumber(population)
                  : members.isPending || communesShown === undefined
                    ? 'Chargement…'
                    : 'Non disponible'}
              </dd>
            </div>
            <div>
              <dt>Communes</dt>
              <dd>{communesShown ? formatNumber(communesShown.length) : 'Chargement…'}</dd>
            </div>
          </dl>
          <p className={styles.note}>
            La population du territoire est la somme des populations légales de ses communes au
            millésime {shown}.
          </p>
        </section>
        <section className={explore.panel} aria-labelledby="communes-du-territoire">
          <h2 id="communes-du-territoire">Communes du territoire</h2>
          <AreaMembers year={shown} communes={communesShown ?? []} members={members} />
        </section>
        <section className={`${explore.panel} ${explore.wide}`} aria-labelledby="carte">
          <h2 id="carte">Carte</h2>
          <Suspense fallback={<VisualSkeleton label="Chargement de la carte…" />}>
            <AreaMap id={id} name={name} year={shown} communes={communesShown} />
          </Suspense>
        </section>
        <section className={`${explore.panel} ${explore.wide}`} aria-labelledby="indicateurs">
          <h2 id="indicateurs">Indicateurs</h2>
          <IndicatorThemes
            // The cards name the area; its level only words ranks, which an area has none of.
            territory={{ type: 'epci', code: id, name }}
            themes={catalogue.data?.themes ?? []}
            sources={catalogue.data?.sources ?? []}
            indicators={catalogue.data?.indicators ?? []}
            series={catalogue.data?.series ?? []}
            values={statistics.data?.values ?? null}
            loading={
              !(catalogue.isError || statistics.isError) && (!statistics.data || !catalogue.data)
            }
            error={catalogue.isError || statistics.isError}
            onRetry={() => {
              if (catalogue.isError) void catalogue.refetch();
              if (statistics.isError) void statistics.refetch();
            }}
            themeHeadingLevel={3}
            year={shown}
            filename={`epic-indicateurs-territoire-${id}-${shown}`}
            onExport={(content, filename, format) => {
              // The JSON names the area as what it is, not by the level the cards borrow.
              const text =
                format === 'json'
                  ? JSON.stringify(
                      {
                        ...JSON.parse(content),
                        territory: { type: 'territoire-de-projet', code: id, name },
                      },
                      null,
                      2,
                    )
                  : content;
              downloadText(
                text,
                filename,
                format === 'json' ? 'application/json;charset=utf-8' : 'text/csv;charset=utf-8',
              );
            }}
            messages={indicatorMessages}
            linkComponent={RouterLink}
          />
        </section>
      </div>
    </>
  );
}
