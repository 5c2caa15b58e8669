import { type AuthCore, setSignedOut } from './core';
import { cancelRefresh, scheduleRefresh } from './renew';
import { checkAuth } from './session-check';
import type { BrowserGlobals } from './settings';
import type { SignOutNotice } from './signout';
import type { ChannelLike } from './types';

/** What one tab tells the others of the same origin. */
export type TabMessage = {
  type: 'signed-in' | 'signed-out' | 'tokens';
  /** With `signed-out` after a user's sign-out: what became of the provider's session. */
  signedOut?: SignOutNotice;
};

/**
 * Keeps the tabs of one browser in step: a BroadcastChannel for sign-in, sign-out and new tokens
 * (`core.broadcast` sends), and the `storage` event for tokens removed by another tab. Returns
 * the function that stops listening.
 */
export function connectTabs(core: AuthCore): () => void {
  const g: BrowserGlobals = globalThis;
  const channel = core.channel
    ? core.channel(core.keys.channel)
    : typeof BroadcastChannel === 'function'
      ? (new BroadcastChannel(core.keys.channel) as ChannelLike)
      : null;
  core.broadcast = (type, extra = {}) =>
    channel?.postMessage({ type, ...extra } satisfies TabMessage);
  channel?.addEventListener('message', (event) => {
    const message = event.data as TabMessage | null;
    const type = message?.type;
    if (type === 'signed-out') {
      cancelRefresh(core);
      const notice = message?.signedOut;
      setSignedOut(core, {
        signedOut: notice === 'provider-ended' || notice === 'provider-may-remain' ? notice : null,
      });
    } else if (type === 'signed-in' && core.snapshot.status !== 'signed-in') {
      void checkAuth(core);
    } else if (type === 'tokens') {
      scheduleRefresh(core);
    }
  });
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === core.keys.accessToken &&
      event.newValue === null &&
      core.snapshot.status === 'signed-in'
    ) {
      setSignedOut(core);
    }
  };
  g.window?.addEventListener?.('storage', onStorage);
  return () => {
    channel?.close();
    g.window?.removeEventListener?.('storage', onStorage);
  };
}
