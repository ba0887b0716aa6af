import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 4, for the shell and each remote standalone: data never goes stale by time, no
 * refetch on focus, no polling, no retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
