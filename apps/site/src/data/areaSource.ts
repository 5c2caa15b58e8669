import { parseSide, type TerritoryParams } from './params';

// Apart from areaParams.ts (no import of it either), so that the Explorer's route chunk carries
// the link only and no chunk of its own is split off for what both share.

export type AreaSource =
  | { state: 'empty' }
  | { state: 'invalid'; message: string }
  | { state: 'valid'; value: TerritoryParams };

/** Reads `from=type:code` and `year` of a new area's address; never throws. */
export function parseAreaSource(search: URLSearchParams): AreaSource {
  const from = search.get('from')?.trim() ?? '';
  if (!from) return { state: 'empty' };
  const colon = from.indexOf(':');
  const side = parseSide(
    new URLSearchParams({
      type: colon < 0 ? from : from.slice(0, colon),
      id: colon < 0 ? '' : from.slice(colon + 1),
      year: search.get('year') ?? '',
    }),
  );
  if (side.state !== 'valid') {
    return {
      state: 'invalid',
      message: side.state === 'invalid' ? side.message : 'Le territoire de départ est incomplet.',
    };
  }
  if (side.value.type === 'commune' || side.value.type === 'arrondissement') {
    return {
      state: 'invalid',
      message:
        'Une commune ne peut pas servir de point de départ\u00a0: choisissez un territoire qui réunit des communes.',
    };
  }
  return side;
}
