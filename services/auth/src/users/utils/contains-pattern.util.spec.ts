import { containsPattern } from './contains-pattern.util';

describe(containsPattern.name, () => {
  it.each([
    ['maria', '%maria%'],
    ['', '%%'],
    ['50%', '%50\\%%'],
    ['night_desk', '%night\\_desk%'],
    ['back\\slash', '%back\\\\slash%'],
    ['%_\\', '%\\%\\_\\\\%'],
  ])('turns %j into %j', (fragment, pattern) => {
    expect(containsPattern(fragment)).toBe(pattern);
  });
});
