import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './app/AppProviders'
import { AppErrorBoundary } from './app/errors/AppErrorBoundary'
import { MaintenancePage } from './app/errors/MaintenancePage'
import { createAppRouter } from './app/router'
import { consumeUserTokenParam } from './lib/session'
import './app/styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
const root = createRoot(container)

if (import.meta.env.VITE_MAINTENANCE === '1') {
  root.render(<MaintenancePage />)
} else {
  consumeUserTokenParam()
  const router = createAppRouter()
  root.render(
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>,
  )
}
