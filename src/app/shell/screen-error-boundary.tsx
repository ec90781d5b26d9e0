import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface Props {
  children: ReactNode;
  /** The failure is forgotten when this changes (the member went to another screen). */
  resetKey: string;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** A screen that fails to render or load shows a way forward instead of a blank page. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
