/** The backend services the gateway routes to. */
export const SERVICE_NAMES = ['auth', 'generation', 'billing', 'training'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Headers that cross from the gateway into services (and into queue jobs). */
export const REQUEST_ID_HEADER = 'x-request-id';
export const INTERNAL_IDENTITY_HEADER = 'x-internal-identity';
