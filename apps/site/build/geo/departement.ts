/** `dep-<code>.json`: the communes of one département, in its plane, with the vintages' mapping. */
import type {
  CommuneShapeProperties,
  DepartementMapMeta,
  VintageShapes,
} from '../../../../packages/ui/src/TerritoryMap/topology.js';
import type { Inputs } from './inputs.js';
import { dromProjection, metropole, planeOf, projectShape } from './project.js';
import {
  type CommuneFeature,
  type DepartementFeature,
  DROM,
  OLD_VINTAGES,
  typographic,
} from './sources.js';
import { collection, compactTopology, type PlanarFeature, zeroArea } from './topo.js';

/**
 * Grid steps (km) of the quantised coordinates: 150 m, well under the 1,000 m generalisation of
 * the source, keeps Pas-de-Calais under 40 KB gzip; the finer ones serve the files where a sliver
 * commune would collapse on it (Saint-Étienne-sous-Bailleul, 27539).
 */
export const DEP_STEPS = [0.15, 0.05, 0.01];

const communeProps = (f: CommuneFeature): CommuneShapeProperties => {
  const props: CommuneShapeProperties = { n: typographic(f.properties.nom) };
  if (f.properties.epci) props.e = f.properties.epci;
  return props;
};

/** For each vintage before 2025: the département's communes not drawn as themselves, and EPCI. */
function vintagesOf(inputs: Inputs, code: string): DepartementMapMeta['vintages'] {
  const old = inputs.vintages.filter(({ vintage }) =>
    (OLD_VINTAGES as readonly number[]).includes(vintage.year),
  );
  return Object.fromEntries(
    old.map(({ vintage, mapping }) => {
      const shapes: VintageShapes['shapes'] = {};
      const epci: VintageShapes['epci'] = {};
      const own = [...mapping.departement].filter(([, d]) => d === code).map(([c]) => c);
      for (const c of own.sort()) {
        const drawn = mapping.shapes.get(c);
        if (drawn) shapes[c] = drawn;
        const polygon = inputs.polygons.get(c);
        const e = mapping.epciOf.get(c) ?? null;
        if (!polygon || polygon.epci !== e) epci[c] = e;
      }
      return [String(vintage.year), { shapes, epci }];
    }),
  );
}

export function departementFile(inputs: Inputs, dep: DepartementFeature): string {
  const code = dep.properties.code;
  const plane = planeOf(
    (DROM as readonly string[]).includes(code) ? dromProjection(code) : metropole,
  );
  const features = (list: CommuneFeature[]): PlanarFeature<CommuneShapeProperties>[] =>
    list
      .filter((f) => f.properties.departement === code)
      .map((f) => ({
        type: 'Feature',
        id: f.properties.code,
        properties: communeProps(f),
        geometry: projectShape(f.geometry, plane),
      }));
  const objects: Record<string, ReturnType<typeof collection>> = {
    communes: collection(features(inputs.communes)),
  };
  const arrondissements = features(inputs.arrondissements);
  if (arrondissements.length > 0) objects.arrondissements = collection(arrondissements);
  const meta: DepartementMapMeta = {
    kind: 'departement',
    geography: 2025,
    departement: code,
    name: typographic(dep.properties.nom),
    region: dep.properties.region,
    vintages: vintagesOf(inputs, code),
  };
  const city =
    arrondissements.length > 0
      ? inputs.arrondissements.find((f) => f.properties.departement === code)?.properties.commune
      : undefined;
  if (city) meta.city = city;
  // Chêne-Sec (39140) and Villeneuve-Frouville (41284) have no area in the source already.
  const collapsedInSource = new Set(
    [...inputs.communes, ...inputs.arrondissements]
      .filter((f) => f.properties.departement === code && zeroArea(f.geometry))
      .map((f) => f.properties.code),
  );
  return JSON.stringify(compactTopology(objects, { steps: DEP_STEPS, collapsedInSource }, meta));
}
