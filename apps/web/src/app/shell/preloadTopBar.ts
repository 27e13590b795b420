import type { TopBar as TopBarComponent } from './TopBar'

// The top bar (and antd's Dropdown, Menu and Avatar in its user menu) is left out of the entry: the recordings and
// call pages hide it. Pages that show it fetch it alongside their own chunk (router.tsx `shellPage`).
let topBarChunk: Promise<{ default: typeof TopBarComponent }> | undefined
export const preloadTopBar = () => {
  topBarChunk ??= import('./TopBar').then((m) => ({ default: m.TopBar }))
  return topBarChunk
}
