/** Placeholder: replaced by the panel's implementation. */
export function SettingsPanel() {
  return (
    <section className="panel" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
    </section>
  );
}
