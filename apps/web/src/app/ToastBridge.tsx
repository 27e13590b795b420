import { App } from 'antd'
import { useEffect } from 'react'
import { registerToastApi } from '../lib/toast'

/** Hands the themed message API of antd's <App> to the non-React toast helper. */
export function ToastBridge() {
  const { message } = App.useApp()
  useEffect(() => {
    registerToastApi(message)
    return () => registerToastApi(null)
  }, [message])
  return null
}
