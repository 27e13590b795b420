import { QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider } from 'antd'
import enUS from 'antd/es/locale/en_US'
import type { ReactNode } from 'react'
import { queryClient } from '../lib/queryClient'
import { TOAST_DEFAULTS } from '../lib/toast'
import { appTheme } from './theme'
import { ToastBridge } from './ToastBridge'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme} locale={enUS}>
      <AntApp message={TOAST_DEFAULTS} component={false}>
        <ToastBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  )
}
