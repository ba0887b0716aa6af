import { apiFetch } from '@newsroom/ui';

export const TARGET_LENGTHS = [
  { value: '20', label: '20 Seconds' },
  { value: '30', label: '30 Seconds' },
  { value: '60', label: '1 Minute' },
] as const;

export const ANCHOR_TONES = [
  { value: 'conversational', label: 'Conversational' },
  { value: 'concise', label: 'Concise' },
] as const;

export type TargetLength = (typeof TARGET_LENGTHS)[number]['value'];
export type AnchorTone = (typeof ANCHOR_TONES)[number]['value'];

export const SCRIPT_MIN_LENGTH = 10;
export const SCRIPT_TOO_SHORT = 'Script must be at least 10 characters';
export const SIMPLIFY_FALLBACK_ERROR = 'Failed to simplify script';

export interface SimplifyRequest {
  script: string;
  /** Seconds. */
  target_length: number;
  anchor_tone: AnchorTone;
}

export interface SimplifyResponse {
  success: boolean;
  original?: string;
  simplified?: string;
  error?: string;
}

export interface SimplifyResult {
  original: string;
  simplified: string;
}

/** Spec section 5: validation messages of the simplifier form (only the script can be invalid). */
export function validateScript(script: string): string | null {
  return script.trim().length < SCRIPT_MIN_LENGTH ? SCRIPT_TOO_SHORT : null;
}

/** POST /api/process. A {success:false} answer is an error with the server's message. */
export async function simplifyScript(request: SimplifyRequest): Promise<SimplifyResult> {
  const data = await apiFetch<SimplifyResponse>('/api/process', { method: 'POST', json: request });
  if (!data?.success || typeof data.simplified !== 'string') {
    throw new Error(data?.error || SIMPLIFY_FALLBACK_ERROR);
  }
  return { original: data.original ?? request.script, simplified: data.simplified };
}
