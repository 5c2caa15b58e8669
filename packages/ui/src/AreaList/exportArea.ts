import { downloadText } from '../csv/download';

/** What an area's export holds: enough to create it again (the editor imports this file). */
export type AreaExport = { name: string; year: number; communes: readonly string[] };

/** The export's file name: « territoire- » and the name in plain lower-case ASCII. */
export function areaExportFilename(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `territoire-${slug || 'sans-nom'}.json`;
}

/** Downloads an area as JSON (`{ name, year, communes }`); returns the file's name. */
export function downloadArea(area: AreaExport): string {
  const filename = areaExportFilename(area.name);
  const body = { name: area.name, year: area.year, communes: [...area.communes] };
  downloadText(`${JSON.stringify(body, null, 2)}\n`, filename, 'application/json;charset=utf-8');
  return filename;
}
