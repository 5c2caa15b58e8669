import type { NavTarget } from '@epic/ui';
import { config } from './config';

/** Screens that need a signed-in user (spec §6). */
export const protectedTargets: ReadonlySet<NavTarget> = new Set(['explorer', 'comparer']);

/** Whether a click on this header link checks authentication first (spec §2, or `protected`). */
export function headerLinkChecksAuth(target: NavTarget): boolean {
  return config.headerAuth === 'all' || protectedTargets.has(target);
}

/** Keeps only same-origin paths, so no address can send the user to another site. */
export function safeDestination(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  return value;
}
