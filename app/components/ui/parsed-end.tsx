/**
 * The last child of a block marked `parsed-whole`: app.css keeps such a block hidden until the
 * browser's parser has reached this marker, so a page painted half read never lays the block
 * out with only part of its content (and then shifts when the rest arrives).
 */
export function ParsedEnd() {
  return <span className="parsed-end" hidden />;
}
