/** Placeholder: replaced by the panel's implementation. */
export function WorkingPanel() {
  return (
    <section className="panel" aria-labelledby="working-heading">
      <h2 id="working-heading">How we computed it</h2>
    </section>
  );
}
