import { absentDetailsOf } from '@epic/api-contract';
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
  const side = parsed.state === 'valid' ? parsed.value : null;
  const target = side ?? (parsed.state === 'invalid' ? parsed.partial : undefined);
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
    name: knownName ?? lookUp.data?.territory.name,
    // Vintages where it exists: from the comparison, the side's own answer, or its 404.
    existing: exists ?? lookUp.data?.exists ?? absentDetailsOf(lookUp.error)?.exists,
  };
}
