/** The pipeline's inputs, loaded once: the 2025 polygons and every vintage's successor mapping. */
import {
  type CommuneFeature,
  type DepartementFeature,
  EPCI_VINTAGES,
  readContours,
  readVintage,
  type Vintage,
} from './sources.js';
import { mapVintage, type Polygon2025, successorsOf, type VintageMapping } from './vintages.js';

export interface Inputs {
  /** The 2025 communes (PLM cities whole), by code order. */
  communes: CommuneFeature[];
  /** The 45 arrondissements municipaux of Paris, Marseille and Lyon. */
  arrondissements: CommuneFeature[];
  /** The 101 départements (no COM). */
  departements: DepartementFeature[];
  polygons: Map<string, Polygon2025>;
  vintages: { vintage: Vintage; mapping: VintageMapping }[];
}

export function loadInputs(): Inputs {
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
    return { vintage, mapping: mapVintage(vintage, polygons, successors) };
  });
  return { communes, arrondissements, departements, polygons, vintages };
}
