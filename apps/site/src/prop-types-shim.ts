/**
 * `prop-types` for the site's bundle: downshift declares prop types, which React 19 no longer
 * reads, so every checker is a no-op (what prop-types' own production shims do, in a few bytes
 * instead of the package and its CommonJS wrapper).
 */
type Checker = (() => Checker) & { isRequired: Checker };
const checker = (() => checker) as Checker;
checker.isRequired = checker;
const noop = () => undefined;
const PropTypes = new Proxy(
  { checkPropTypes: noop, resetWarningCache: noop } as Record<string, unknown>,
  {
    get: (target, key: string) => target[key] ?? checker,
  },
);
export default PropTypes;
