/** Placeholder: replaced by the panel's implementation. */
export default function GuideTablesPanel() {
  return (
    <section className="panel" aria-labelledby="guide-tables-heading">
      <h2 id="guide-tables-heading">The guide's tables</h2>
    </section>
  );
}
