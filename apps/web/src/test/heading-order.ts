/**
 * The page's headings as 'h1 Title' lines, and every place a heading skips a level (an h3 with no h2 above it):
 * what Lighthouse's and axe's heading-order rule fails a page for.
 */
export function headingSkips(root: ParentNode = document): string[] {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const skips: string[] = [];
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.tagName[1]);
    if (level > previous + 1) skips.push(`h${level} '${heading.textContent}' after h${previous || 'none'}`);
    previous = level;
  }
  return skips;
}
