/** Placeholder: replaced by the panel's implementation. */
export function Composer() {
  return (
    <section className="panel" aria-labelledby="composer-heading">
      <h2 id="composer-heading">Workloads</h2>
    </section>
  );
}
