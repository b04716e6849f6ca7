/** Placeholder: replaced by the panel's implementation. */
export function TotalsPanel() {
  return (
    <section className="panel" aria-labelledby="totals-heading">
      <h2 id="totals-heading">Totals</h2>
    </section>
  );
}
