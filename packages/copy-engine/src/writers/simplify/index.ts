export { simplifyScript } from './simplify';
export type { SimplifyInput, SimplifiedScript, SimplifyTarget, Tone } from './simplify';
