/**
 * Derives the communes' history that the search reads (search-history.data.ts) from the packages
 * of every vintage (`@etalab/decoupage-administratif`, import/sources.ts): each code that is no
 * longer a commune (merged, often kept as a commune déléguée or associée) with its last name, the
 * commune it went into and when, and the communes déléguées keeping the code of their commune
 * nouvelle under another name ("Culoz" in Culoz-Béon).
 *
 * When: the first package where the code is no longer a commune (each package is the geography of
 * 1 January of its year; between 2019 and 2021 there is no package: "2020–2021"); before 2019, the
 * end of its last record in the 2019 package's history of communes. Into: the commune whose former
 * codes hold it, or the chef-lieu of the commune déléguée or associée, in that first package.
 * Renamed communes keep their former names (Châlons-sur-Marne, Châlons-en-Champagne since 1998):
 * from that history, and between two packages when the code stays and the name changes (not when
 * the former name stays as a commune déléguée of the same code).
 *
 * Not on the server's path: run `npx tsx --conditions=@epic/source src/search-history-derive.ts`
 * (in apps/api) to write search-history.data.ts again when a vintage is added; the search quality
 * test checks that the file is what the packages give.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDir, VINTAGES } from './import/sources.js';
import type { HistoryRecord } from './search-history.js';

interface RawCommune {
  code: string;
  nom: string;
  type: string;
  chefLieu?: string;
  anciensCodes?: string[];
}

interface RawHistory {
  type: string;
  code: string;
  nom: string;
  dateFin?: string;
  raisonFin?: string;
  successeur?: string;
}

const read = <T>(year: number, file: string): T =>
  JSON.parse(readFileSync(join(packageDir(year), 'data', file), 'utf8')) as T;

/** The records, sorted by code then name. */
export function deriveCommuneHistory(): HistoryRecord[] {
  const years = [...VINTAGES];
  const packages = years.map((year) => ({
    year,
    communes: read<RawCommune[]>(year, 'communes.json'),
  }));
  const current = new Map<number, Set<string>>();
  for (const p of packages) {
    current.set(
      p.year,
      new Set(p.communes.filter((c) => c.type === 'commune-actuelle').map((c) => c.code)),
    );
  }
  const first = years[0] as number;
  const history = read<RawHistory[]>(first, 'historique-communes.json');
  const ended = new Map<string, { name: string; year: number }>();
  for (const h of history) {
    if (h.type !== 'COM' || !h.dateFin) continue;
    const year = Number(h.dateFin.slice(0, 4));
    const known = ended.get(h.code);
    if (!known || year >= known.year) ended.set(h.code, { name: h.nom, year });
  }

  const records = new Map<string, HistoryRecord>();
  const sameCode = new Map<string, HistoryRecord>();
  for (const [k, p] of packages.entries()) {
    const own = current.get(p.year) as Set<string>;
    const before = k > 0 ? (packages[k - 1] as (typeof packages)[number]) : null;
    const holder = new Map<string, string>();
    for (const c of p.communes) {
      if (c.type !== 'commune-actuelle') continue;
      for (const old of c.anciensCodes ?? []) if (old !== c.code) holder.set(old, c.code);
    }
    const names = new Map<string, { name: string; kind: HistoryRecord['kind']; into?: string }>();
    for (const c of p.communes) {
      if (c.type !== 'commune-deleguee' && c.type !== 'commune-associee') continue;
      const kind = c.type === 'commune-deleguee' ? 'deleguee' : 'associee';
      if (c.chefLieu === c.code) {
        const existing = sameCode.get(`${c.code}|${c.nom}`);
        if (!existing) {
          sameCode.set(`${c.code}|${c.nom}`, {
            code: c.code,
            name: c.nom,
            into: c.code,
            kind,
            from: p.year,
            to: p.year,
          });
        }
        continue;
      }
      names.set(c.code, { name: c.nom, kind, ...(c.chefLieu ? { into: c.chefLieu } : {}) });
    }
    const gone = new Set([...holder.keys(), ...names.keys()]);
    for (const code of gone) {
      if (own.has(code)) continue;
      const listed = names.get(code);
      const known = records.get(code);
      if (known) {
        // Its latest name and status; when and where it went stay those of its merger.
        if (listed) {
          known.name = listed.name;
          known.kind = listed.kind;
        }
        continue;
      }
      const into = holder.get(code) ?? listed?.into;
      if (!into) continue;
      let from: number | null = null;
      let to: number | null = null;
      let name = listed?.name;
      if (before && (current.get(before.year) as Set<string>).has(code)) {
        from = before.year + 1;
        to = p.year;
        name ??= before.communes.find((c) => c.code === code && c.type === 'commune-actuelle')?.nom;
      } else if (!before) {
        const end = ended.get(code);
        if (end) {
          from = end.year;
          to = end.year;
          name ??= end.name;
        }
      } else continue; // Gone before the previous package: recorded there already.
      if (!name) continue;
      records.set(code, { code, name, into, kind: listed?.kind ?? null, from, to });
    }
  }
  // Renamed communes: the 2019 package's history, then between packages.
  const renamed = (code: string, name: string, from: number, to: number) => {
    const key = `${code}|${name}`;
    if (!sameCode.has(key))
      sameCode.set(key, { code, name, into: code, kind: 'renamed', from, to });
  };
  for (const h of history) {
    if (h.type !== 'COM' || h.raisonFin !== 'changement de nom' || !h.dateFin) continue;
    if (!h.successeur?.startsWith(`COM-${h.code}@`)) continue;
    const year = Number(h.dateFin.slice(0, 4));
    renamed(h.code, h.nom, year, year);
  }
  for (const [k, p] of packages.entries()) {
    const before = packages[k - 1];
    if (!before) continue;
    const names = new Map(
      before.communes.filter((c) => c.type === 'commune-actuelle').map((c) => [c.code, c.nom]),
    );
    for (const c of p.communes) {
      const old = names.get(c.code);
      if (c.type !== 'commune-actuelle' || old === undefined || old === c.nom) continue;
      if (sameCode.has(`${c.code}|${old}`)) continue; // Kept as a commune déléguée.
      renamed(c.code, old, before.year + 1, p.year);
    }
  }
  return [...records.values(), ...sameCode.values()].sort((a, b) =>
    a.code < b.code ? -1 : a.code > b.code ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
}

/** The text of search-history.data.ts for these records. */
export function historyFile(records: readonly HistoryRecord[]): string {
  const kind = { deleguee: 'd', associee: 'a', renamed: 'r' } as const;
  const lines = records.map((r) =>
    [r.code, r.name, r.into, r.kind ? kind[r.kind] : '', r.from ?? '', r.to ?? ''].join(';'),
  );
  return `// Long file: generated data, one former commune a line (search-history-derive.ts): do not edit.
/**
 * Former communes, communes déléguées and former names, one a line: code;name;into;kind;from;to,
 * where kind is d (commune déléguée), a (associée), r (former name of the commune) or empty, and
 * from–to the years of the merger or renaming (empty when unknown). Parsed by search-history.ts.
 */
export const COMMUNE_HISTORY = \`${lines.join('\n')}\`;
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = fileURLToPath(new URL('./search-history.data.ts', import.meta.url));
  writeFileSync(target, historyFile(deriveCommuneHistory()));
  console.info(`wrote ${target}`);
}
