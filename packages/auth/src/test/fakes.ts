import type { StorageLike } from '../storage';
import type { AuthConfig, ChannelLike, LockManagerLike } from '../types';

/** In-memory Web Storage; two "tabs" share one for localStorage, each has its own session one. */
export class MemoryStorage implements StorageLike {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

/** A lock manager shared by simulated tabs: one holder per name at a time. */
export function sharedLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** A BroadcastChannel stand-in: messages reach every other channel of the hub. */
export function channelHub() {
  const channels = new Set<{ listeners: ((event: { data: unknown }) => void)[] }>();
  return (): ChannelLike => {
    const self = { listeners: [] as ((event: { data: unknown }) => void)[] };
    channels.add(self);
    return {
      postMessage(message) {
        for (const other of channels) {
          if (other !== self) for (const listener of other.listeners) listener({ data: message });
        }
      },
      addEventListener(_type, listener) {
        self.listeners.push(listener);
      },
      close() {
        channels.delete(self);
      },
    };
  };
}

export const provider = 'http://sso.test';
export const site = 'http://site.test';

/** A simulated browser tab: its own address and sessionStorage, shared local storage and locks. */
export function tab(
  shared: { local: MemoryStorage; locks: LockManagerLike; channel: () => ChannelLike },
  overrides: Partial<AuthConfig> = {},
) {
  const state = { href: `${site}/`, navigatedTo: [] as string[] };
  const config: AuthConfig = {
    providerUrl: provider,
    backendUrl: site,
    localStorage: shared.local,
    sessionStorage: new MemoryStorage(),
    locks: shared.locks,
    channel: shared.channel,
    location: {
      get href() {
        return state.href;
      },
      origin: site,
    },
    replaceUrl: (url) => {
      state.href = new URL(url, site).href;
    },
    navigate: (url) => {
      state.navigatedTo.push(url);
    },
    timeoutMs: 2000,
    ...overrides,
  };
  return { config, state };
}

export function sharedTabs() {
  return { local: new MemoryStorage(), locks: sharedLocks(), channel: channelHub() };
}
