import { errorMessage } from '@newsroom/contracts';
import { useToast } from '@newsroom/ui';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface AdminMutationOptions<Variables, Result> {
  mutationFn(variables: Variables): Promise<Result>;
  /** The spec's success toast ('Plan created'), or a function of the answer. */
  success: string | ((result: Result, variables: Variables) => string);
  /** The spec's failure toast title ('Creation failed') and the text when the server gives none. */
  failure: { title: string; fallback: string };
  /** Every cached list the change touched: refreshed on success (spec section 4). */
  invalidate: readonly QueryKey[];
  onSuccess?(result: Result, variables: Variables): void;
}

/**
 * One admin change: the call, the spec's toast either way (the server's message on failure), and
 * a refresh of every list it touched, on this page and in the other apps on the same query client.
 */
export function useAdminMutation<Variables, Result>(options: AdminMutationOptions<Variables, Result>) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result, variables) => {
      const title = typeof options.success === 'function' ? options.success(result, variables) : options.success;
      toast({ title, variant: 'success' });
      options.onSuccess?.(result, variables);
      await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({
        title: options.failure.title,
        description: errorMessage(error, options.failure.fallback),
        variant: 'destructive',
      });
    },
  });
}
