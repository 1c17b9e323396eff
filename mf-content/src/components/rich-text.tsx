/**
 * Article and page bodies: paragraphs separated by a blank line, "## " starting a subheading. Rendered
 * as text, never as HTML.
 */
export function RichText({ body }: { body: string }) {
  const blocks = body
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return <div className="ct-prose">{blocks.map((block, i) => (block.startsWith('## ') ? <h2 key={i}>{block.slice(3)}</h2> : <p key={i}>{block}</p>))}</div>;
}
