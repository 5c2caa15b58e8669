/**
 * The packages' type declarations for tsup. `npm start` runs the code and needs none (publishing
 * does): EPIC_NO_DTS=1 skips them.
 */
export const declarations =
  process.env.EPIC_NO_DTS === '1'
    ? false
    : { compilerOptions: { composite: false, ignoreDeprecations: '6.0' } };
