/** Placeholder: replaced by the panel's implementation. */
export function RecommendationPanel() {
  return (
    <section className="panel" aria-labelledby="recommendation-heading">
      <h2 id="recommendation-heading">Recommendation</h2>
    </section>
  );
}
