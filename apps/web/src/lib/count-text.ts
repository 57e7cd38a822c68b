/** "Showing 21–40 of 134 students" (or "3 students" when they all fit). */
export function countText(
  page: { page: number; limit: number; shown: number; total: number },
  noun: [string, string],
): string {
  if (page.total === 0) return '';
  const word = page.total === 1 ? noun[0] : noun[1];
  if (page.shown === page.total) return `${page.total} ${word}`;
  const first = (page.page - 1) * page.limit + 1;
  return `Showing ${first}–${first + page.shown - 1} of ${page.total} ${word}`;
}
