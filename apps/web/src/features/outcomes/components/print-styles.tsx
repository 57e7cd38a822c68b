/**
 * Print rules for the outcome pages, rendered with them (so no other page changes): the signed-in frame's top
 * bar, sidebar, footer and toasts are left out, the page takes the sheet's width, and rows and headings are not split
 * across sheets (a long chart may run on). Screen rendering is untouched (media print only).
 */
const CSS = `
@media print {
  @page { size: A4; margin: 14mm; }
  html, body { background: #fff !important; }
  body:has([data-outcome-page]) aside,
  body:has([data-outcome-page]) footer,
  body:has([data-outcome-page]) header:not([data-outcome-page] header),
  body:has([data-outcome-page]) [aria-live] { display: none !important; }
  body:has([data-outcome-page]) main { max-width: none !important; padding: 0 !important; }
  [data-outcome-page] li, [data-outcome-page] tr, [data-outcome-page] figcaption { break-inside: avoid; }
  [data-outcome-page] table { font-size: 10px; }
  [data-outcome-page] .overflow-x-auto { overflow: visible !important; }
  [data-outcome-page] h2 { break-after: avoid; }
}
`;

export function PrintStyles() {
  return <style>{CSS}</style>;
}
