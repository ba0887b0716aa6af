import { z } from 'zod';

/**
 * Free text from a request: trimmed, between a minimum (the spec's message) and a maximum (ours),
 * and without control characters, which no form can type and which break logs, CSV exports and
 * Postgres (a NUL byte is refused by the driver). Multi-line text keeps tabs and line breaks.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, tab and line breaks allowed
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const hasControlCharacters = (value: string, { multiline = false } = {}) =>
  (multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(value);

export const atMostMessage = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString('en-US')} characters.`;
export const controlCharactersMessage = (label: string) => `${label} contains characters that cannot be saved.`;

export interface SafeTextOptions {
  /** Names the field in the messages we write ("Title must be at most 200 characters."). */
  label: string;
  min: number;
  /** The spec's message for a missing or short value (also used when the value is not a string). */
  minMessage: string;
  max: number;
  multiline?: boolean;
}

export function safeText({ label, min, minMessage, max, multiline = false }: SafeTextOptions) {
  return z
    .string({ error: minMessage })
    .trim()
    .min(min, minMessage)
    .max(max, atMostMessage(label, max))
    .refine((value) => !hasControlCharacters(value, { multiline }), controlCharactersMessage(label));
}
