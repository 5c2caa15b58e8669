/**
 * A user's own areas: stored in `custom_area` (migration 013), every query bound to the owner (the
 * provider's identity of the session's user), the communes checked against their vintage before
 * anything is written.
 */
import { randomBytes } from 'node:crypto';
import {
  AREA_LIMITS,
  type Area,
  type AreaInput,
  type AreaStatistics,
  type AreasResponse,
} from '@epic/api-contract';
import type { DataService } from '../../../data/service.js';
import type { Db } from '../../../db/adapter.js';
import { HttpError } from '../../../errors.js';
import { resolveIndicators } from '../../../indicators/values.js';
import type { Session } from '../../../session.js';
import { followArea } from './follow.js';

/** Who owns an area: the provider and its stable id of the user (as a session records them). */
export interface Owner {
  issuer: string;
  userId: string;
}

export const ownerOf = (session: Session): Owner => ({
  issuer: session.issuer,
  userId: session.user.id,
});

interface AreaRow {
  id: string;
  name: string;
  year: number;
  communes: string[];
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toArea = (row: AreaRow): Area => ({
  id: row.id,
  name: row.name,
  year: row.year,
  communes: row.communes,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** Another user's area and an unknown id get the same answer: nothing tells one from the other. */
const notFound = () =>
  new HttpError(404, 'AREA_NOT_FOUND', 'Territoire introuvable parmi les vôtres.');

const COMMUNE_CODE = /^(\d{5}|2[AB]\d{3})$/;
const fr = new Intl.NumberFormat('fr-FR');

/** At most this many codes are quoted in a message (all are in `details`). */
const QUOTED = 5;
const quote = (codes: string[]) =>
  codes.length > QUOTED
    ? `${codes.slice(0, QUOTED).join(', ')}… (${fr.format(codes.length)} en tout)`
    : codes.join(', ');

/**
 * The communes of `input` as a sorted list of codes of `year`, or a French 400 naming every
 * malformed, repeated and unknown code (with the vintages where an unknown one exists).
 */
async function checkedCommunes(data: DataService, input: AreaInput): Promise<string[]> {
  const vintage = await data.vintage(input.year).catch((error: unknown) => {
    // A vintage that is not imported is the request's fault here: 400, with the same message.
    if (error instanceof HttpError && error.code === 'YEAR_NOT_FOUND')
      throw new HttpError(400, 'AREA_INVALID_YEAR', error.message, error.details);
    throw error;
  });
  const src = await data.source();
  const codes = input.communes.map((c) => c.trim().toUpperCase());
  const malformed: string[] = [];
  const duplicated: string[] = [];
  const absent: string[] = [];
  const elsewhere: Record<string, number[]> = {};
  const seen = new Set<string>();
  for (const code of codes) {
    if (!COMMUNE_CODE.test(code)) {
      malformed.push(code);
      continue;
    }
    if (seen.has(code)) {
      if (!duplicated.includes(code)) duplicated.push(code);
      continue;
    }
    seen.add(code);
    if (src.row(vintage.year, 'commune', code)) continue;
    absent.push(code);
    const years = (await src.history('commune', code)).map((r) => r.year);
    if (years.length > 0) elsewhere[code] = years;
  }
  const problems = [
    malformed.length > 0 &&
      `${fr.format(malformed.length)} code${malformed.length > 1 ? 's' : ''} mal formé${malformed.length > 1 ? 's' : ''} (${quote(malformed)})`,
    duplicated.length > 0 &&
      `${fr.format(duplicated.length)} code${duplicated.length > 1 ? 's' : ''} en double (${quote(duplicated)})`,
    absent.length > 0 &&
      `${fr.format(absent.length)} commune${absent.length > 1 ? 's' : ''} absente${absent.length > 1 ? 's' : ''} du millésime ${vintage.year} (${quote(absent)})`,
  ].filter((p): p is string => typeof p === 'string');
  if (problems.length > 0) {
    throw new HttpError(
      400,
      'AREA_INVALID_COMMUNES',
      `Liste de communes à corriger, rien n’a été enregistré\u00a0: ${problems.join('\u202f; ')}.`,
      { year: vintage.year, malformed, duplicated, absent, elsewhere },
    );
  }
  return [...seen].sort();
}

export async function listAreas(db: Db, owner: Owner): Promise<AreasResponse> {
  const rows = await db.query<Omit<AreaRow, 'communes'> & { commune_count: number }>(
    `SELECT id, name, year, cardinality(communes) AS commune_count, created_at, updated_at
     FROM custom_area WHERE issuer = $1 AND user_id = $2 ORDER BY updated_at DESC, id`,
    [owner.issuer, owner.userId],
  );
  return {
    areas: rows.map((r) => ({
      id: r.id,
      name: r.name,
      year: r.year,
      communeCount: Number(r.commune_count),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    })),
    limits: { ...AREA_LIMITS },
  };
}

export async function getArea(db: Db, owner: Owner, id: string): Promise<Area> {
  const [row] = await db.query<AreaRow>(
    `SELECT id, name, year, communes, created_at, updated_at FROM custom_area
     WHERE id = $1 AND issuer = $2 AND user_id = $3`,
    [id, owner.issuer, owner.userId],
  );
  if (!row) throw notFound();
  return toArea(row);
}

export async function createArea(
  db: Db,
  data: DataService,
  owner: Owner,
  input: AreaInput,
): Promise<Area> {
  const communes = await checkedCommunes(data, input);
  return db.transaction(async (tx) => {
    // One user's creations one at a time, so that two at once cannot both pass the count.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `custom_area:${owner.issuer}:${owner.userId}`,
    ]);
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM custom_area WHERE issuer = $1 AND user_id = $2',
      [owner.issuer, owner.userId],
    );
    if ((count?.n ?? 0) >= AREA_LIMITS.areas) {
      throw new HttpError(
        409,
        'AREA_LIMIT_REACHED',
        `Vous avez déjà ${fr.format(AREA_LIMITS.areas)} territoires\u00a0: supprimez-en un pour en créer un autre.`,
      );
    }
    const [row] = await tx.query<AreaRow>(
      `INSERT INTO custom_area (id, issuer, user_id, name, year, communes)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, name, year, communes, created_at, updated_at`,
      [
        randomBytes(16).toString('base64url'),
        owner.issuer,
        owner.userId,
        input.name,
        input.year,
        communes,
      ],
    );
    return toArea(row as AreaRow);
  });
}

export async function updateArea(
  db: Db,
  data: DataService,
  owner: Owner,
  id: string,
  input: AreaInput,
): Promise<Area> {
  const communes = await checkedCommunes(data, input);
  const [row] = await db.query<AreaRow>(
    `UPDATE custom_area SET name = $4, year = $5, communes = $6, updated_at = now()
     WHERE id = $1 AND issuer = $2 AND user_id = $3
     RETURNING id, name, year, communes, created_at, updated_at`,
    [id, owner.issuer, owner.userId, input.name, input.year, communes],
  );
  if (!row) throw notFound();
  return toArea(row);
}

export async function deleteArea(db: Db, owner: Owner, id: string): Promise<void> {
  const rows = await db.query(
    'DELETE FROM custom_area WHERE id = $1 AND issuer = $2 AND user_id = $3 RETURNING id',
    [id, owner.issuer, owner.userId],
  );
  if (rows.length === 0) throw notFound();
}

/**
 * An area's catalogue indicators (ids or themes), aggregated over its communes in its vintage, or
 * in `year`: its communes followed there through the mergers (follow.ts).
 */
export async function areaStatistics(
  db: Db,
  data: DataService,
  owner: Owner,
  id: string,
  indicators: string,
  year?: number,
): Promise<AreaStatistics> {
  const ids = resolveIndicators(indicators);
  const { communes, ...area } = await getArea(db, owner, id);
  const shown = year === undefined ? area.year : (await data.vintage(year)).year;
  const src = await data.source();
  const followed = followArea(src, src.version, communes, area.year, shown);
  const statistics = await data.statistics.group(shown, src.version, followed.communes, ids);
  return {
    area: { ...area, communeCount: communes.length },
    year: shown,
    communes: followed.communes,
    perimeterChanged: followed.perimeterChanged,
    statistics,
  };
}
