/** Loopback ports of the end-to-end servers (distinct from the dev defaults 3000/4000/5173). */
export const e2ePorts = {
  sso: Number(process.env.E2E_SSO_PORT ?? 4100),
  spa: Number(process.env.E2E_SPA_PORT ?? 3100),
  bff: Number(process.env.E2E_BFF_PORT ?? 3200),
  /** A spa-mode instance that the fault tests restart (its own port, so other tests never see it). */
  restart: Number(process.env.E2E_RESTART_PORT ?? 3150),
  /** Loopback control of the e2e servers: POST /restart restarts the instance above. */
  control: Number(process.env.E2E_CONTROL_PORT ?? 3151),
} as const;
