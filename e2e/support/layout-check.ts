import type { Page } from 'playwright-core';

/*
 * What a person sees broken at a given width (issue 22 point 23), read from the laid-out page:
 * - the document scrolls sideways;
 * - a text sits past the screen's edge without a scrolling box to reach it;
 * - a box cuts its own text off (overflow hidden, no ellipsis saying so);
 * - a tab is not wholly on screen (the Tickets tab "Closed" was cut off at 360 px);
 * - a chart's label runs out of its chart or over another label;
 * - on a wide screen, a table needs sideways scrolling (the admin's state table lost "Response rate" at 1280 px).
 * Screen-reader-only text (clipped away) and hidden elements are left out.
 */
export function layoutProblems(page: Page, wide: boolean): Promise<string[]> {
  return page.evaluate((wideScreen) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width + 1)
      problems.push(`the page scrolls sideways by ${root.scrollWidth - width}px`);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Screen-reader-only text (a skip link) is clipped away on purpose.
      const clipped = style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '');
      return (
        box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0' && !clipped
      );
    };
    const scrollsSideways = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const insideScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
        if (scrollsSideways(node)) return true;
      return false;
    };
    const ownText = (element: Element) =>
      Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    // Inside a dialog or a popover the page behind does not count; everything else does.
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('svg') || !ownText(element) || !shown(element)) continue;
      const box = element.getBoundingClientRect();
      if ((box.right > width + 1 || box.left < -1) && !insideScroller(element))
        problems.push(
          `off screen (${Math.round(box.left)}..${Math.round(box.right)} of ${width}px): ${name(element)}`,
        );
      const style = getComputedStyle(element);
      if (
        ['hidden', 'clip'].includes(style.overflowX) &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1
      )
        problems.push(`text cut off by its box: ${name(element)}`);
    }
    for (const tab of Array.from(document.querySelectorAll('[role="tab"]'))) {
      if (!shown(tab)) continue;
      const box = tab.getBoundingClientRect();
      const list = tab.closest('[role="tablist"]')?.getBoundingClientRect();
      const left = Math.max(0, list?.left ?? 0);
      const right = Math.min(width, list?.right ?? width);
      if (box.left < left - 1 || box.right > right + 1) problems.push(`tab not wholly shown: ${name(tab)}`);
    }
    for (const chart of Array.from(document.querySelectorAll('svg'))) {
      if (!shown(chart)) continue;
      const frame = chart.getBoundingClientRect();
      const labels = Array.from(chart.querySelectorAll('text'))
        .filter((label) => label.textContent?.trim() && shown(label))
        .map((label) => ({ label, box: label.getBoundingClientRect() }));
      for (const { label, box } of labels)
        if (
          box.left < frame.left - 1 ||
          box.right > frame.right + 1 ||
          box.top < frame.top - 1 ||
          box.bottom > frame.bottom + 1
        )
          problems.push(`chart label runs out of its chart: ${name(label)}`);
      for (let a = 0; a < labels.length; a++)
        for (let b = a + 1; b < labels.length; b++) {
          const one = labels[a].box;
          const two = labels[b].box;
          const across = Math.min(one.right, two.right) - Math.max(one.left, two.left);
          const down = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top);
          if (across > 1 && down > 1)
            problems.push(`chart labels overlap: ${name(labels[a].label)} and ${name(labels[b].label)}`);
        }
    }
    if (wideScreen)
      for (const table of Array.from(document.querySelectorAll('table'))) {
        const scroller = table.parentElement;
        if (shown(table) && scroller && scroller.scrollWidth > scroller.clientWidth + 1)
          problems.push(
            `table needs sideways scrolling on a wide screen (${scroller.scrollWidth} in ${scroller.clientWidth}px): ${name(table.querySelector('tr') ?? table)}`,
          );
      }
    return [...new Set(problems)];
  }, wide);
}
