/**
 * "Download tax invoice": the paid order's PDF, as stored when it was issued. A plain link (the browser
 * downloads it with the session cookie); its accessible name carries the invoice number, so a list of
 * orders has one distinct link per invoice.
 */
export function InvoiceLink({ invoice }: { invoice: { number: string; url: string } }) {
  return (
    <a href={invoice.url} download={`${invoice.number}.pdf`} data-testid="invoice-link">
      Download tax invoice<span className="sr-only"> {invoice.number}</span>
    </a>
  );
}
