import { SettingsPage } from '../features/settings/components/SettingsPage'

/** /settings */
export function SettingsRoute() {
  return <SettingsPage />
}
