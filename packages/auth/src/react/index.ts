export {
  type AuthContextValue,
  AuthProvider,
  type AuthProviderProps,
} from './AuthProvider';
export { RequireAuth, type RequireAuthProps } from './RequireAuth';
export type { GuardComponentProps } from './StatusGuard';
export { type UseAuthResult, useAuth } from './useAuth';
export { type UseRequireAuthOptions, useRequireAuth } from './useRequireAuth';
