/** Placeholder: replaced by the panel's implementation. */
export default function HeadroomPanel() {
  return (
    <section className="panel" aria-labelledby="headroom-heading">
      <h2 id="headroom-heading">Headroom</h2>
    </section>
  );
}
