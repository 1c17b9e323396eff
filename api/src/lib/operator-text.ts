/**
 * Text that anonymous clients send and operators read (health JSON, logs, dashboards that render it):
 * one line, no control or direction-changing characters, markup escaped as HTML entities, at most
 * `max` characters after escaping. Idempotent: entities it wrote are not escaped again, so rows stored
 * before this rule can be passed through it on the way out.
 */
export function operatorText(input: string, max: number): string {
  const flat = input
    // Unpaired surrogates would break JSON consumers.
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    // C0/C1 controls, zero-width and bidirectional overrides (which can make a log line read backwards).
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const pieces: string[] = [];
  let length = 0;
  for (const char of flat.match(/&(?:amp|lt|gt|quot|#39);|[\s\S]/gu) ?? []) {
    const piece = char.length > 1 && char.startsWith('&') ? char : (ESCAPES[char] ?? char);
    if (length + piece.length > max) {
      // Whole pieces only: never half an entity or half a surrogate pair.
      while (pieces.length && length + 1 > max) length -= pieces.pop()!.length;
      return `${pieces.join('')}…`;
    }
    pieces.push(piece);
    length += piece.length;
  }
  return pieces.join('');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
