/**
 * The pipeline's inputs, loaded once: the 2025 polygons, every vintage's successor mapping and its
 * study zones.
 */
import {
  type CommuneFeature,
  type DepartementFeature,
  EPCI_VINTAGES,
  readContours,
  readVintage,
  type Vintage,
} from './sources.js';
import { mapVintage, type Polygon2025, successorsOf, type VintageMapping } from './vintages.js';
import { loadZoneInputs, type ZoneInputs } from './zones.js';

export interface Inputs {
  /** The 2025 communes (PLM cities whole), by code order. */
  communes: CommuneFeature[];
  /** The 45 arrondissements municipaux of Paris, Marseille and Lyon. */
  arrondissements: CommuneFeature[];
  /** The 101 départements (no COM). */
  departements: DepartementFeature[];
  polygons: Map<string, Polygon2025>;
  vintages: { vintage: Vintage; mapping: VintageMapping }[];
  zones: ZoneInputs;
}

/**
 * Every arrondissement municipal of a vintage must be one polygon of its own, in its city: they
 * have not changed since 1982 (Paris Centre, since 2020, groups the 1st–4th for the council
 * elections only; INSEE and the packages still list 75101–75104). A vintage that grouped or split
 * them would need a mapping like the communes': fail rather than draw a wrong border.
 */
export function checkArrondissements(vintage: Vintage, polygons: CommuneFeature[]): void {
  const drawn = new Map(polygons.map((f) => [f.properties.code, f.properties.commune]));
  const listed = [...vintage.arrondissements];
  const wrong = listed.filter(([code, city]) => drawn.get(code) !== city).map(([code]) => code);
  const extra = [...drawn.keys()].filter((code) => !vintage.arrondissements.has(code));
  if (wrong.length > 0 || extra.length > 0) {
    throw new Error(
      `Vintage ${vintage.year}: arrondissements municipaux without their own polygon (${wrong.join(', ')}) or not listed (${extra.join(', ')})`,
    );
  }
}

export async function loadInputs(): Promise<Inputs> {
  const { communes: all, departements } = readContours();
  const communes = all.filter((f) => !f.properties.commune);
  const arrondissements = all.filter((f) => f.properties.commune);
  const polygons = new Map<string, Polygon2025>();
  for (const f of communes) {
    polygons.set(f.properties.code, {
      departement: f.properties.departement,
      epci: f.properties.epci ?? null,
    });
  }
  const successors = successorsOf(readVintage(2025));
  const vintages = EPCI_VINTAGES.map((year) => {
    const vintage = readVintage(year);
    checkArrondissements(vintage, arrondissements);
    return { vintage, mapping: mapVintage(vintage, polygons, successors) };
  });
  const zones = await loadZoneInputs(EPCI_VINTAGES);
  return { communes, arrondissements, departements, polygons, vintages, zones };
}
