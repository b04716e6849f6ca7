export function App() {
  return (
    <main>
      <h1>Azure SignalR Service sizing</h1>
      <p>
        Estimate the SKU, units, app servers, server connections and monthly cost of an Azure
        SignalR Service deployment for your workload.
      </p>
    </main>
  );
}
