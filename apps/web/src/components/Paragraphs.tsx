/** Prose written as a list of paragraphs (site content), one <p> each. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => <p key={paragraph.slice(0, 24)}>{paragraph}</p>);
}
