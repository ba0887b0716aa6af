/**
 * Holds finished pieces of text out of later rewrite passes, so a pass never rewrites the output
 * of an earlier one (e.g. the "21" of "21st" or the figures of a phone number).
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';

export class ProtectedSpans {
  private readonly spans: string[] = [];

  /** Stores the text and returns a placeholder with no digits or letters in it. */
  hold(text: string): string {
    this.spans.push(text);
    return `${OPEN}${'\uE002'.repeat(this.spans.length)}${CLOSE}`;
  }

  /** Puts every held piece back, also pieces held inside others (a phone number inside a quotation). */
  restore(text: string): string {
    let out = text;
    for (let previous = ''; previous !== out;) {
      previous = out;
      out = out.replace(/\uE000(\uE002+)\uE001/g, (_m, marks: string) => this.spans[marks.length - 1]);
    }
    return out;
  }
}
