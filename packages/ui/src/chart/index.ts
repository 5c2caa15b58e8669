// Entry `@epic/ui/chart`: kept out of the main entry so the site can `React.lazy` it.
export * from '../PopulationChart';
