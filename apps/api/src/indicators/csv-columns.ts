/**
 * Columns of the CSV exports that carry catalogue indicators: one value column per indicator
 * (header: label and unit), its status in words where the value is missing, and the attribution
 * of the figures (reference years, sources and licences) as ordinary columns repeated on every
 * row, so that each export stays one plain table that names its sources.
 */
import {
  INDICATOR_SOURCES,
  INDICATORS_BY_ID,
  type IndicatorDefinition,
  type StatisticValue,
} from '@epic/api-contract';

const REASONS: Record<NonNullable<StatisticValue['reason']>, string> = {
  not_covered: 'non disponible (territoire non couvert par la source)',
  merged: 'non disponible (commune fusionnée)',
  absent_from_source: 'non disponible (commune absente de la géographie de la source)',
  perimeter_changed: 'non disponible (périmètre modifié)',
  no_member_value: 'non disponible (aucune commune membre renseignée)',
  zero_denominator: 'non disponible (dénominateur nul)',
  perimeter_unverified:
    'non disponible (périmètre du fichier de l’Insee non vérifiable pour ce territoire)',
  level_not_published: 'non publié à ce niveau',
  incomplete_population:
    'non disponible (population légale incomplète\u00a0: communes fusionnées après le recensement)',
};

/** The status of a value in words, empty when it is `ok`. */
export function statusText(s: Pick<StatisticValue, 'status' | 'reason' | 'scope'>): string {
  if (s.status === 'ok') return s.scope === 'france_metropolitaine' ? 'France métropolitaine' : '';
  if (s.status === 'secret') return 'secret statistique';
  if (s.status === 'not_applicable') return 'sans objet (publié à la commune uniquement)';
  return s.reason ? REASONS[s.reason] : 'non disponible';
}

/** The header of an indicator's value column: « Taux de pauvreté (2021) (%) ». */
export function valueHeader(def: Pick<IndicatorDefinition, 'label' | 'unit'>): string {
  return def.unit ? `${def.label} (${def.unit})` : def.label;
}

/** The attribution text and licence of an indicator's source. */
export function sourceOf(def: { source: string }) {
  const source = INDICATOR_SOURCES.find((s) => s.id === def.source);
  return {
    attribution: source?.attribution ?? def.source,
    licence: source?.licence ?? '',
  };
}

/** The attribution columns of a table of several indicators (one text each, the same on every row). */
export const ATTRIBUTION_HEADER = ['annees_reference', 'sources', 'licences'];

export function attributionCells(ids: readonly string[]): string[] {
  const defs = ids.flatMap((id) => {
    const def = INDICATORS_BY_ID.get(id);
    return def ? [def] : [];
  });
  const unique = (list: string[]) => [...new Set(list)].join('\u202f; ');
  return [
    defs.map((d) => `${d.label}\u00a0: ${d.referenceYear}`).join('\u202f; '),
    unique(defs.map((d) => sourceOf(d).attribution)),
    unique(defs.map((d) => sourceOf(d).licence)),
  ];
}
