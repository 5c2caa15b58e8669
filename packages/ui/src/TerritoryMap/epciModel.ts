import type { MapModel } from './geometry';
import type { EpciTopology, FranceTopology } from './topology';
import type { AreasLayer, EpciLayer } from './types';

/**
 * The EPCI file seen as `france.json` (its EPCI as the départements; its insets, in the same
 * `meta`): the EPCI are drawn as areas are, same paths, neighbours and insets. One view per file,
 * so that the arcs the model decodes (cached by topology) are decoded once.
 */
const views = new WeakMap<EpciTopology, FranceTopology>();
function asAreas(topology: EpciTopology): FranceTopology {
  let view = views.get(topology);
  if (!view) {
    view = { ...topology, objects: { departements: topology.objects.epci } } as never;
    views.set(topology, view);
  }
  return view as FranceTopology;
}

/**
 * EPCI coloured by their values: every EPCI with the overseas insets, or those of `only` (a
 * département's or région's, drawn whole). Areas are of type `epci` (links, tooltips, CSV).
 * `areasModel` is geometry.ts's, passed in: that module dispatches here, an import back would be
 * a cycle.
 */
export function epciModel(layer: EpciLayer, areasModel: (layer: AreasLayer) => MapModel): MapModel {
  const model = areasModel({
    kind: 'departements',
    topology: asAreas(layer.topology),
    ...(layer.only ? { only: layer.only } : {}),
  });
  for (const area of model.areas) area.type = 'epci';
  return model;
}
