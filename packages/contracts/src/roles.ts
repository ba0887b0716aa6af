export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in user as every app sees them. Never carries password data. */
export interface UserView {
  id: number;
  username: string;
  email: string;
  role: Role;
}
