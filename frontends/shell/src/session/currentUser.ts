import type {
  LoginRequest,
  RegisterRequest,
  UpdateProfileRequest,
  UpdateProfileResponse,
  UserView,
} from '@newsroom/contracts';
import { apiFetch, apiFetchOrNullOn401 } from '@newsroom/ui';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

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

/** Everything cached apart from the user belongs to whoever was signed in before. */
function forgetOtherQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}

/** The session's calls. Each success rewrites the cached user; the pages do the toasts and redirects. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const signIn = (user: UserView) => {
    forgetOtherQueries(queryClient);
    queryClient.setQueryData(USER_QUERY_KEY, user);
    return user;
  };
  return {
    /** POST /api/login */
    async login(request: LoginRequest): Promise<UserView> {
      return signIn(await apiFetch<UserView>('/api/login', { method: 'POST', json: request }));
    },
    /** POST /api/register (the new account is signed in). */
    async register(request: RegisterRequest): Promise<UserView> {
      return signIn(await apiFetch<UserView>('/api/register', { method: 'POST', json: request }));
    },
    /** POST /api/logout. The user stays cached until `clearUser`, so the page can say goodbye first. */
    async logout(): Promise<void> {
      await apiFetch<unknown>('/api/logout', { method: 'POST' });
    },
    clearUser(): void {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      forgetOtherQueries(queryClient);
    },
    /** POST /api/user/update-profile: the answer's user (or the old one with the new email) is cached. */
    async updateProfile(request: UpdateProfileRequest): Promise<UserView | null> {
      const answer = await apiFetch<UpdateProfileResponse>('/api/user/update-profile', {
        method: 'POST',
        json: request,
      });
      // The spec's older shape answers {success: false, error} with a 200.
      if (answer && answer.success === false) throw new Error(answer.error || 'Failed to update profile');
      const current = queryClient.getQueryData<UserView | null>(USER_QUERY_KEY);
      const user = answer?.user ?? (current ? { ...current, email: request.email } : null);
      queryClient.setQueryData(USER_QUERY_KEY, user);
      return user;
    },
  };
}
