/**
 * Loopback ports of the end-to-end servers (distinct from the dev defaults 3000/4000/5173).
 * `E2E_PORT_OFFSET` shifts them all (and the build and database directories, see `e2eTag`) so that
 * several checkouts can run the end-to-end suite at once on one machine: use 10, 20, 30… (below 50,
 * so that no shifted port meets another run's; 1000 would put one run's spa on another's SSO).
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback + offset);

export const e2ePorts = {
  sso: port('E2E_SSO_PORT', 4100),
  spa: port('E2E_SPA_PORT', 3100),
  bff: port('E2E_BFF_PORT', 3200),
  /** A spa-mode instance that the fault tests restart (its own port, so other tests never see it). */
  restart: port('E2E_RESTART_PORT', 3150),
  /** Loopback control of the e2e servers: POST /restart restarts the instance above. */
  control: port('E2E_CONTROL_PORT', 3151),
} as const;

/** Suffix of the e2e build and database directories: empty unless the ports are shifted. */
export const e2eTag = offset ? `-${offset}` : '';
