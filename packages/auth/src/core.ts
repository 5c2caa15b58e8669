import type { ProviderEndpoints } from './endpoints';
import type { Settings } from './settings';
import type { TabMessage } from './tabs';
import type * as TokenClient from './token-client';
import type { AuthSnapshot } from './types';

/**
 * What the parts of one client share: the settings, the snapshot and its listeners, the channel
 * to the other tabs, and the little state each part keeps (named after its owner). The parts are
 * plain functions of it, so that the bundle stays as small as the single closure it replaced.
 */
export interface AuthCore extends Settings {
  snapshot: AuthSnapshot;
  listeners: Set<() => void>;
  /** tabs.ts: tells the other tabs of this origin. */
  broadcast: (type: TabMessage['type'], extra?: Omit<TabMessage, 'type'>) => void;
  /** renew.ts: the timer of the next refresh. */
  refreshTimer?: ReturnType<typeof setTimeout> | undefined;
  /** session-check.ts: the full check under way (shared), and the answer started early. */
  pendingCheck?: Promise<boolean> | null;
  earlyCheck?: Promise<boolean> | null;
  /** endpoints.ts: the provider's endpoints, discovered once (with `issuer`). */
  endpoints?: Promise<ProviderEndpoints> | undefined;
  /** authorize.ts: each return from the provider, handled once (by code). */
  callbacks: Map<string, Promise<string | null>>;
}

/** A new snapshot (for useSyncExternalStore), then the listeners. */
export function setSnapshot(core: AuthCore, next: Partial<AuthSnapshot>): void {
  core.snapshot = { ...core.snapshot, ...next };
  for (const listener of core.listeners) listener();
}

/** Signed out, with whatever else changed. */
export function setSignedOut(core: AuthCore, next: Partial<AuthSnapshot> = {}): void {
  setSnapshot(core, { status: 'signed-out', user: null, error: null, ...next });
}

let tokenClient: Promise<typeof TokenClient> | undefined;
/** token-client.ts and oauth4webapi, loaded when a protocol step first runs (their own chunk). */
export function loadTokenClient(): Promise<typeof TokenClient> {
  tokenClient ??= import('./token-client');
  return tokenClient;
}
