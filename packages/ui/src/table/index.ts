/**
 * Entry `@epic/ui/table`: the members table with its headless table engine (TanStack Table),
 * kept out of the main entry so that the site loads it on demand, below the fold:
 *
 *   const MembersTable = lazy(() =>
 *     import('@epic/ui/table').then((m) => ({ default: m.MembersTable })),
 *   );
 *
 * With the built package, also import '@epic/ui/table.css' from the lazily loaded module.
 */
export * from '../MembersTable';
