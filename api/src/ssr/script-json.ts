const UNSAFE = /[<>\u2028\u2029]/g;
const SAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for a <script> data block: nothing in it can close the element or start a comment. A render worker
 * writes its page's state with it, so the server thread only places the text.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => SAFE[c]!);
}
