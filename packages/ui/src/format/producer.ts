/** The producer behind a distribution the API names (the npm package of the geography). */
const producers: Record<string, string> = {
  '@etalab/decoupage-administratif':
    'Insee, populations légales, diffusées par Etalab (Découpage administratif)',
};

/**
 * Who a reader should credit for a source the API names by its distribution: the legal
 * populations are Insee's, the package is Etalab's; any other name is returned as it is.
 */
export const producerOf = (name: string): string => producers[name] ?? name;
