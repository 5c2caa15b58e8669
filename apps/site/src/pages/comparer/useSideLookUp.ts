import { AREA_SIDE, absentDetailsOf } from '@epic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { territoryQuery } from '../../data/queries';
import type { SidePanelProps } from './SidePanel';

/**
 * A side's own territory request, made only when the comparison cannot say enough: its name when
 * the other side is empty, or why the comparison failed (absent from the vintage, unknown code).
 * With only the vintage malformed, the code is still checked ("Aucune commune n’a le code…").
 */
export function useSideLookUp(
  {
    parsed,
    name: knownName,
    lookUpName,
    compareFailed,
    exists,
  }: Pick<SidePanelProps, 'parsed' | 'name' | 'lookUpName' | 'compareFailed' | 'exists'>,
  /** The side's vintage (the address's, or the latest). */
  year: number | undefined,
) {
  const chosen = parsed.state === 'valid' ? parsed.value : null;
  // One of the user's areas: its own request, for its name or why it cannot be compared.
  const area = chosen?.type === AREA_SIDE ? chosen : null;
  const side =
    chosen !== null && chosen.type !== AREA_SIDE ? { ...chosen, type: chosen.type } : null;
  const target = side ?? (parsed.state === 'invalid' ? parsed.partial : undefined);
  const areaLookUp = useQuery({
    // areaQuery's key and call; the areas' module loads only for an area side.
    queryKey: ['areas', area?.id ?? ''],
    queryFn: async ({ signal }) =>
      (await import('../../data/areaQueries')).areasApi.get(area?.id ?? '', signal),
    enabled: area !== null && ((knownName === undefined && lookUpName) || compareFailed),
  });
  const lookUp = useQuery({
    ...territoryQuery(
      target ? { ...target, year: undefined } : { type: 'commune', id: '', year: undefined },
      year,
    ),
    enabled:
      target !== undefined &&
      year !== undefined &&
      ((knownName === undefined && lookUpName) || compareFailed || side === null),
  });
  return {
    /** The territory checked: the side, or its level and code when only the vintage is wrong. */
    target,
    lookUp,
    /** An area side's own request (its name; 404 when it is not, or no longer, the user's). */
    areaLookUp: area ? areaLookUp : null,
    name: knownName ?? lookUp.data?.territory.name ?? (area ? areaLookUp.data?.name : undefined),
    // Vintages where it exists: from the comparison, the side's own answer, or its 404.
    existing: exists ?? lookUp.data?.exists ?? absentDetailsOf(lookUp.error)?.exists,
  };
}
