import { COMMUNE_CODE } from '@epic/ui/areas';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import {
  departementCommunesQuery,
  departementOf,
  MAX_MEMBER_DEPARTEMENTS,
} from '../../../data/areaQueries';

/**
 * The names of the codes typed in the area form, looked up by département (each asked once per
 * vintage, so that a new code costs a request only in a new département). None when the codes
 * span too many départements.
 */
export function useCommuneNames() {
  const [asked, setAsked] = useState<{ codes: readonly string[]; year: number }>({
    codes: [],
    year: 0,
  });
  const departements = [
    ...new Set(asked.codes.filter((code) => COMMUNE_CODE.test(code)).map(departementOf)),
  ].sort();
  const wanted = departements.length <= MAX_MEMBER_DEPARTEMENTS ? departements : [];
  const names = useQueries({
    queries: wanted.map((departement) => ({
      ...departementCommunesQuery(asked.year, departement),
      enabled: asked.year > 0,
    })),
    combine: (results) =>
      Object.fromEntries(results.flatMap((r) => r.data ?? []).map((c) => [c.code, c.name])),
  });
  return {
    names,
    onCodesChange: (codes: readonly string[], year: number) => setAsked({ codes, year }),
  };
}
