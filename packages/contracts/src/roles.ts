export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as every app sees them. Never carries password data. */
export interface UserView {
  id: number;
  username: string;
  email: string;
  role: Role;
  /**
   * Set (by the server's access policy) on the one configured full-access username: every feature
   * but the admin-only ones, whatever the subscription. The UI mirrors it; the gateway enforces it.
   */
  fullAccess?: boolean;
}
