import type { Settings } from './settings';
import type { AuthUser } from './types';

/** The claims of a user (OpenID userinfo or ID token), or a product backend's user object. */
export type UserClaims = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The default `mapClaims`: OpenID's standard claims (`sub`, `name`, `email`), or EPIC's user
 * (`id`, `name`, `email`). Without `name`, the given and family names, then `preferred_username`.
 * Null without an identifier.
 */
export function standardClaims(claims: UserClaims): AuthUser | null {
  const { sub, id } = claims;
  const identifier = text(sub) ?? (typeof id === 'number' ? id : text(id));
  if (identifier === undefined) return null;
  const fullName = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    id: identifier,
    name: text(claims.name) ?? (fullName || text(claims.preferred_username) || ''),
    email: text(claims.email) ?? '',
  };
}

/** A JSON value as the user, through the `mapClaims` option; null when it is not one. */
export function toUser(settings: Pick<Settings, 'mapClaims'>, value: unknown): AuthUser | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return (settings.mapClaims ?? standardClaims)(value as UserClaims);
}

/**
 * The claims of an ID token, read without checking: oauth4webapi checked it (issuer, audience,
 * expiry) when the token endpoint returned it, and it has not left this origin's storage since.
 */
export function idTokenClaims(idToken: string | null): UserClaims | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as UserClaims;
  } catch {
    return null;
  }
}
