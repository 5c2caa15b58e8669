/**
 * Migration 015 on a database imported before it: each commune's zones move from its `territory`
 * row to `commune_zone`, and the readers' view gives them back unchanged.
 */
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/adapter.js';
import { listMigrations, migrate } from '../src/db/migrate.js';

describe('migration 015 (commune_zone)', () => {
  it('keeps every commune’s zones of a database imported before it', async () => {
    const db = await openPglite();
    try {
      await db.exec(
        'CREATE TABLE schema_migration (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      for (const m of listMigrations().filter((m) => m.version < 15)) {
        await db.exec(m.sql);
        await db.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [
          m.version,
          m.name,
        ]);
      }
      await db.query(
        `INSERT INTO vintage (year, source_name, source_version, licence, checksum, counts)
         VALUES (2025, 'test', '1', 'Licence Ouverte', 'x', '{}')`,
      );
      await db.query(
        `INSERT INTO territory (year, type, code, name, search_name, ze, aav, uu, bv, aav_category, perimeter_changed)
         VALUES (2025, 'commune', '42218', 'Saint-Étienne', 'saint etienne', '8212', '031', '42701', '42218', '11', NULL),
                (2025, 'commune', '42999', 'Nulle part', 'nulle part', NULL, NULL, NULL, NULL, NULL, NULL),
                (2025, 'bv', '42218', 'Bassin de vie de Saint-Étienne', 'bassin de vie de saint etienne', NULL, NULL, NULL, NULL, NULL, false)`,
      );
      expect(await migrate(db)).toEqual([15]);
      expect(await db.query('SELECT * FROM commune_zone')).toEqual([
        {
          year: 2025,
          code: '42218',
          ze: '8212',
          aav: '031',
          uu: '42701',
          bv: '42218',
          aav_category: '11',
        },
      ]);
      // The bassin de vie shares its code with its commune: only the commune gets the zones.
      expect(
        await db.query(
          'SELECT type, code, ze, bv, aav_category FROM territory_zoned WHERE year = 2025 ORDER BY code, type',
        ),
      ).toEqual([
        { type: 'bv', code: '42218', ze: null, bv: null, aav_category: null },
        { type: 'commune', code: '42218', ze: '8212', bv: '42218', aav_category: '11' },
        { type: 'commune', code: '42999', ze: null, bv: null, aav_category: null },
      ]);
      const columns = await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'territory' AND column_name IN ('ze', 'aav_category')`,
      );
      expect(columns).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
