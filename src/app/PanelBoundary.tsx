import { Component, type ReactNode } from 'react';

interface Props {
  title: string;
  body: string;
  children: ReactNode;
}

/** Keeps a failing panel from blanking the page: the rest of the dashboard and the scenario stay. */
export class PanelBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="panel" role="alert">
        <h2>{this.props.title}</h2>
        <p>{this.props.body}</p>
      </div>
    );
  }
}
