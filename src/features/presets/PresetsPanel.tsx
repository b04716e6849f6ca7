/** Placeholder: replaced by the panel's implementation. */
export function PresetsPanel() {
  return (
    <section className="panel" aria-labelledby="presets-heading">
      <h2 id="presets-heading">Presets</h2>
    </section>
  );
}
