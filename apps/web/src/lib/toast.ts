import { type App, message as staticMessage } from 'antd'

type MessageInstance = ReturnType<typeof App.useApp>['message']

/** One toast at a time, 5 seconds by default. */
export const TOAST_DEFAULTS = { maxCount: 1, duration: 5 } as const

staticMessage.config(TOAST_DEFAULTS)

let instance: MessageInstance | null = null

/** Called by the app's providers so toasts pick up the theme; before that, antd's static API is used. */
export function registerToastApi(api: MessageInstance | null): void {
  instance = api
}

function api(): MessageInstance {
  return instance ?? staticMessage
}

export const toast = {
  success: (content: string, duration?: number) => void api().success(content, duration),
  error: (content: string, duration?: number) => void api().error(content, duration),
  info: (content: string, duration?: number) => void api().info(content, duration),
  warning: (content: string, duration?: number) => void api().warning(content, duration),
}
