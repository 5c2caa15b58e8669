/**
 * `npm run import` — imports every vintage of the data packages (skipping unchanged ones; `--force`
 * re-imports, `--year 2024` limits to some vintages), or a CSV of further indicators:
 * `npm run import -- --csv fichier.csv --meta meta.json`. `--first`: only what a start imports
 * before it serves (index.ts, importFirst), as `npm start` does while the site builds.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDb } from '../db/adapter.js';
import { migrate } from '../db/migrate.js';
import { importFirst } from '../index.js';
import { formatIndicatorReport, importIndicators } from '../indicators/import.js';
import { SourceFileError } from '../indicators/source-files.js';
import { onStopSignal } from '../signals.js';
import { CsvImportError, importCsvFiles } from './csv.js';
import { formatResults, importAll } from './importer.js';
import { terminalProgress } from './progress.js';
import { VINTAGES } from './sources.js';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      csv: { type: 'string' },
      meta: { type: 'string' },
      year: { type: 'string', multiple: true },
      force: { type: 'boolean', default: false },
      first: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  const db = await openDb(config);
  onStopSignal(async () => {
    // The transaction under way is rolled back; what was committed stays.
    process.stderr.write('Import interrompu\u00a0: fermeture de la base de données…\n');
    await db.close();
  });
  try {
    if (values.first) {
      await importFirst(config, db);
      return 0;
    }
    await migrate(db);
    if (values.csv || values.meta) {
      if (!values.csv || !values.meta) {
        process.stderr.write(
          'Indiquez les deux fichiers\u00a0: --csv fichier.csv --meta meta.json\n',
        );
        return 2;
      }
      const result = await importCsvFiles(db, values.csv, values.meta);
      process.stdout.write(
        `${result.rows} valeurs importées (indicateurs\u00a0: ${result.indicators.join(', ')}\u00a0; millésimes\u00a0: ${result.years.join(', ')}).\n`,
      );
      return 0;
    }
    const years = values.year?.map(Number) ?? [...VINTAGES];
    const unknown = years.filter((y) => !(VINTAGES as readonly number[]).includes(y));
    if (unknown.length > 0) {
      process.stderr.write(
        `Millésime inconnu\u00a0: ${unknown.join(', ')} (disponibles\u00a0: ${VINTAGES.join(', ')}).\n`,
      );
      return 2;
    }
    const started = Date.now();
    process.stderr.write(
      `Import de ${years.length} millésime(s) dans ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`}\n`,
    );
    const results = await importAll(db, {
      years,
      force: values.force,
      progress: terminalProgress(),
    });
    process.stderr.write('Indicateurs statistiques (Insee)\u00a0:\n');
    const indicators = await importIndicators(db, {
      force: values.force,
      progress: terminalProgress(),
    });
    process.stdout.write(
      `${formatResults(results)}\n${formatIndicatorReport(indicators)}\nTerminé en ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof SourceFileError) {
      process.stderr.write(
        `Import des indicateurs refusé, les indicateurs déjà importés sont conservés. ${error.message}\n`,
      );
      return 1;
    }
    if (error instanceof CsvImportError) {
      process.stderr.write(`Import refusé, rien n’a été écrit. ${error.message}\n`);
      return 1;
    }
    process.stderr.write(`Échec de l’import\u00a0: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
