/** Placeholder: replaced by the panel's implementation. */
export default function GrowthPanel() {
  return (
    <section className="panel" aria-labelledby="growth-heading">
      <h2 id="growth-heading">Growth</h2>
    </section>
  );
}
