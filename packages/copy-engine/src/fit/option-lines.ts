/** The label of option `n` (from 1) in a banner or social answer: "OPTION 1: ". */
export const optionLabel = (n: number): string => `OPTION ${n}: `;

/** Options as the spec's answer carries them: one `OPTION n: text` line each. */
export const formatOptionLines = (options: readonly string[]): string =>
  options.map((option, i) => optionLabel(i + 1) + option).join('\n');
