/**
 * The C allocator's setting for an API process, given in its environment: glibc reads it when the
 * process starts, and Node has no call to change it later. Other C libraries ignore it.
 *
 * A fixed mmap threshold: every allocation of 128 KiB or more (array buffers, the database
 * thread's copies) gets its own mapping, returned to the system when freed. With glibc's default,
 * the threshold grows to the largest block freed, and the large buffers freed after preparing the
 * vintages stay in the allocator's heap for reuse, resident (ADR 0022).
 */
export const API_GLIBC_TUNABLES = 'glibc.malloc.mmap_threshold=131072';

/** `env` for an API process: the allocator setting above, unless `env` sets its own. */
export function apiProcessEnv<E extends NodeJS.ProcessEnv>(env: E): E & { GLIBC_TUNABLES: string } {
  return { ...env, GLIBC_TUNABLES: env.GLIBC_TUNABLES ?? API_GLIBC_TUNABLES };
}
