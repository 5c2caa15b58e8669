import { lazy } from 'react';

/**
 * The chooser, in its own chunk loaded when first rendered: most readers keep the default classes,
 * and the map's chunk stays in its budget. Render it inside a `Suspense` boundary.
 */
export const ClassificationChooser = lazy(() =>
  import('./ClassificationChooser').then((m) => ({ default: m.ClassificationChooser })),
);
