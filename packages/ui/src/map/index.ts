// Entry `@epic/ui/map`: kept out of the main entry (the base map alone is ~42 KB gzip) so that
// the site can `React.lazy` it.
export * from '../FranceMap';
