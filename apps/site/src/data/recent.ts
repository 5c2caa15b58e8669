import type { TerritoryType } from '@epic/ui';

/** The last territories explored in this browser, for the Explorer's start state. */
export type RecentTerritory = { type: TerritoryType; id: string; name: string; year?: number };

const key = 'epic_recent_territories';
const max = 6;

export function readRecent(): RecentTerritory[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RecentTerritory[]).slice(0, max) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(entry: RecentTerritory): void {
  try {
    const rest = readRecent().filter((r) => !(r.type === entry.type && r.id === entry.id));
    window.localStorage.setItem(key, JSON.stringify([entry, ...rest].slice(0, max)));
  } catch {
    // Storage full or disabled: recent territories are a convenience only.
  }
}
