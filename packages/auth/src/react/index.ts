export {
  type AuthContextValue,
  AuthProvider,
  type AuthProviderProps,
} from './AuthProvider';
export { RequireAuth, type RequireAuthProps } from './RequireAuth';
export { type UseAuthResult, useAuth } from './useAuth';
