import type { Role } from '@newsroom/contracts';

/** Who is calling, as far as the gateway knows: null when signed out. */
export type Viewer = { id: number; username: string; role: Role } | null;
