import { Component, type ErrorInfo, type ReactNode } from 'react'
import { reportFrontendError } from '../../lib/reportError'
import { FrontendErrorPage } from './FrontendErrorPage'

interface State {
  failed: boolean
}

/** Last line of defence around the providers and the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    reportFrontendError({
      subject: 'Frontend - application error',
      message: `${window.location.pathname}: ${error.message}`,
      stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}`,
    })
  }

  render() {
    return this.state.failed ? <FrontendErrorPage /> : this.props.children
  }
}
