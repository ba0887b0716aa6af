import type { UserView } from '@newsroom/contracts';
import { apiFetch, apiFetchOrNullOn401 } from '@newsroom/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** The react-query key of the signed-in user. Remotes get the user as a prop, not from this key. */
export const USER_QUERY_KEY = ['user'] as const;

/** GET /api/user: the signed-in user, or null on 401. */
export function fetchCurrentUser(): Promise<UserView | null> {
  return apiFetchOrNullOn401<UserView>('/api/user');
}

export function useCurrentUser() {
  return useQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchCurrentUser });
}

export function isAdmin(user: UserView | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Sign-in and sign-out both end by rewriting the cached user. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  return {
    async login(username: string, password: string): Promise<UserView> {
      const user = await apiFetch<UserView>('/api/login', { method: 'POST', json: { username, password } });
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      return user;
    },
    async logout(): Promise<void> {
      await apiFetch<unknown>('/api/logout', { method: 'POST' });
      queryClient.setQueryData(USER_QUERY_KEY, null);
      // Anything cached belongs to the user who just left.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    },
  };
}
