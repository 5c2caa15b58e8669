/**
 * The map's palettes: ColorBrewer schemes (Cynthia A. Brewer, colorbrewer2.org, Apache-2.0), all
 * marked colour-blind safe there. Each is stored as its variants by class count, colours packed as
 * 6-digit hex strings (light to dark; diverging: decrease end first).
 */

/** Sequential palettes for levels (rates, shares, densities…). */
export type SequentialPaletteId = 'YlGnBu' | 'Blues' | 'Greens' | 'Oranges';
/** Diverging palettes for changes: decreases on one side of 0, increases on the other. */
export type DivergingPaletteId = 'PuOr' | 'RdBu' | 'BrBG';
export type PaletteId = SequentialPaletteId | DivergingPaletteId;

// Variants of 3 to 7 classes.
const sequential: Record<SequentialPaletteId, readonly string[]> = {
  YlGnBu: [
    'edf8b17fcdbb2c7fb8',
    'ffffcca1dab441b6c4225ea8',
    'ffffcca1dab441b6c42c7fb8253494',
    'ffffccc7e9b47fcdbb41b6c42c7fb8253494',
    'ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84',
  ],
  Blues: [
    'deebf79ecae13182bd',
    'eff3ffbdd7e76baed62171b5',
    'eff3ffbdd7e76baed63182bd08519c',
    'eff3ffc6dbef9ecae16baed63182bd08519c',
    'eff3ffc6dbef9ecae16baed64292c62171b5084594',
  ],
  Greens: [
    'e5f5e0a1d99b31a354',
    'edf8e9bae4b374c476238b45',
    'edf8e9bae4b374c47631a354006d2c',
    'edf8e9c7e9c0a1d99b74c47631a354006d2c',
    'edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32',
  ],
  Oranges: [
    'fee6cefdae6be6550d',
    'feeddefdbe85fd8d3cd94701',
    'feeddefdbe85fd8d3ce6550da63603',
    'feeddefdd0a2fdae6bfd8d3ce6550da63603',
    'feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04',
  ],
};

// Even variants only (4, 6 and 8 classes): the classes split at 0, with no neutral middle.
const diverging: Record<DivergingPaletteId, readonly string[]> = {
  PuOr: [
    'e66101fdb863b2abd25e3c99',
    'b35806f1a340fee0b6d8daeb998ec3542788',
    'b35806e08214fdb863fee0b6d8daebb2abd28073ac542788',
  ],
  RdBu: [
    'ca0020f4a58292c5de0571b0',
    'b2182bef8a62fddbc7d1e5f067a9cf2166ac',
    'b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac',
  ],
  BrBG: [
    'a6611adfc27d80cdc1018571',
    '8c510ad8b365f6e8c3c7eae55ab4ac01665e',
    '8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e',
  ],
};

export const sequentialPaletteIds = Object.keys(sequential) as SequentialPaletteId[];
export const divergingPaletteIds = Object.keys(diverging) as DivergingPaletteId[];

export const MIN_CLASSES = 3;
export const MAX_CLASSES = 7;

const unpack = (packed: string) => packed.match(/.{6}/g)?.map((hex) => `#${hex}`) ?? [];
const clampCount = (count: number) =>
  Math.min(MAX_CLASSES, Math.max(MIN_CLASSES, Math.round(count)));

export const isSequentialPalette = (id: unknown): id is SequentialPaletteId =>
  typeof id === 'string' && Object.hasOwn(sequential, id);
export const isDivergingPalette = (id: unknown): id is DivergingPaletteId =>
  typeof id === 'string' && Object.hasOwn(diverging, id);

/** A sequential palette's `count` colours (3 to 7), light to dark. */
export function sequentialColours(id: SequentialPaletteId, count: number): string[] {
  return unpack(sequential[id][clampCount(count) - MIN_CLASSES] as string);
}

/**
 * A diverging palette's two halves for up to `side` classes each (2 to 4): the decreases' colours
 * (darkest first) and the increases' (lightest first).
 */
export function divergingHalves(id: DivergingPaletteId, side: number): [string[], string[]] {
  const k = Math.min(4, Math.max(2, side));
  const colours = unpack(diverging[id][k - 2] as string);
  return [colours.slice(0, k), colours.slice(k)];
}
