import { formatOptionLines, optionLabel } from './option-lines';

describe(formatOptionLines.name, () => {
  it("writes the spec's OPTION lines, numbered from 1", () => {
    expect(formatOptionLines(['a', 'b', 'c'])).toBe('OPTION 1: a\nOPTION 2: b\nOPTION 3: c');
    expect(optionLabel(2)).toBe('OPTION 2: ');
  });
});
