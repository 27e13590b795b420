import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import { App, Button, Card } from 'antd'
import { ApiError } from '../../../lib/api'
import { toast } from '../../../lib/toast'
import { deleteMyAccount } from '../api/preferences'

/** "After account deletion the page reloads after 2.5 seconds". */
const RELOAD_AFTER_DELETE_MS = 2500

/** 'Delete Account' with confirmation; the company keeps the recordings (docs/decisions.md "Settings"). */
export function DeleteAccountCard() {
  const { modal } = App.useApp()
  const confirm = () =>
    modal.confirm({
      title: 'Delete your account?',
      content:
        'You will be signed out and can no longer sign in. Your calendar connections and personal details are removed; calls already recorded stay with your company.',
      okText: 'Delete Account',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteMyAccount()
          toast.success(SETTINGS_MESSAGES.accountDeleted)
          window.setTimeout(() => window.location.reload(), RELOAD_AFTER_DELETE_MS)
        } catch (err) {
          toast.error(err instanceof ApiError && err.status === 409 ? err.message : SETTINGS_MESSAGES.accountDeleteFailed)
        }
      },
    })
  return (
    <Card title="Delete Account" className="settings-card">
      <p className="settings-help">Removes your sign-in, calendar connections and personal details.</p>
      <Button danger onClick={confirm}>
        Delete Account
      </Button>
    </Card>
  )
}
