import type { UserView } from '@newsroom/contracts';

/**
 * What the shell hands every page it loads from a remote. Remotes take the signed-in user from
 * here (never from the shell's react-query cache), so they also render standalone with their own.
 */
export interface RemotePageProps {
  user: UserView | null;
}
