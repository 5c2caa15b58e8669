// The data service moved to data/ (repository, builders, cache, service); this path is kept until the
// route modules import data/index.js.
export * from './data/index.js';
