/**
 * Bad input must never blank the page: a panel that throws while rendering is replaced by a
 * note, the rest of the page (and the document, which lives in the editor and the store) stays.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** What the panel is, for the note: "the URL test panel". */
  name: string;
  children: ReactNode;
}

interface State {
  error: string | null;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  componentDidCatch(error: unknown): void {
    console.error(`Robotscope: ${this.props.name} failed`, error);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="panel-error" role="alert">
        <p>
          <strong>Something went wrong in {this.props.name}.</strong> Your document is safe: it is
          kept in the editor and autosaved.
        </p>
        <p className="panel-error-detail">{this.state.error}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>Try again</button>
      </div>
    );
  }
}
