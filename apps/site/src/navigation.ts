import type { NavTarget } from '@epic/ui';
import { config } from './config';

/** Screens that need a signed-in user (spec §6). */
export const protectedTargets: ReadonlySet<NavTarget> = new Set(['explorer', 'comparer']);

/** Whether a click on this header link checks authentication first (spec §2, or `protected`). */
export function headerLinkChecksAuth(target: NavTarget): boolean {
  return config.headerAuth === 'all' || protectedTargets.has(target);
}
