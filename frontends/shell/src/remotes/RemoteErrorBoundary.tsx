import { Button } from '@newsroom/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  exposed: string;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote inside its own panel, so the header, nav and other pages still work. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.remote}/${this.props.exposed} failed`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { remote, exposed, onRetry } = this.props;
    return (
      <section className="remote-error" role="alert" data-testid="remote-error" aria-labelledby="remote-error-title">
        <h2 id="remote-error-title">The {remote} module could not be loaded</h2>
        <p>
          This part of the copy desk is unavailable right now. The rest of the app keeps working; try again in a moment.
        </p>
        <p className="remote-error__detail">
          <strong>What failed:</strong>{' '}
          <code>
            {remote}/{exposed}
          </code>
          : <span data-testid="remote-error-detail">{error.message}</span>
        </p>
        <Button onClick={onRetry}>Retry</Button>
      </section>
    );
  }
}
