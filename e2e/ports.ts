/** Loopback ports of the end-to-end servers (distinct from the dev defaults 3000/4000/5173). */
export const e2ePorts = {
  sso: Number(process.env.E2E_SSO_PORT ?? 4100),
  spa: Number(process.env.E2E_SPA_PORT ?? 3100),
  bff: Number(process.env.E2E_BFF_PORT ?? 3200),
} as const;
