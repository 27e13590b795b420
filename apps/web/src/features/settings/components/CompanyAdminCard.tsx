import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import { App, Card, Collapse, Switch } from 'antd'
import { toast } from '../../../lib/toast'
import { useDeleteMeetingsAccess, usePrivacyMessageControl, usePrivacyMessageStatus } from '../api/companyControls'
import { CrmAccordion } from './CrmAccordion'

interface Props {
  companyId: number
  showPrivacyNotice: boolean
  deleteMeetingAllowed: boolean
  /** Opens the CRM accordion (back from a CRM's consent page). */
  crm: { userId: number; hasCrm: boolean; open: boolean }
}

/**
 * Admin-only company switches: privacy notice (per company setting), delete-meetings access, the CRM accordion. The
 * spec's chat-platform cards (Slack, MS Teams, Zoom chat) are not shown until posting to them is built.
 */
export function CompanyAdminCard({ companyId, showPrivacyNotice, deleteMeetingAllowed, crm }: Props) {
  const { modal } = App.useApp()
  const privacy = usePrivacyMessageStatus(showPrivacyNotice)
  const privacyControl = usePrivacyMessageControl()
  const deleteAccess = useDeleteMeetingsAccess(companyId)
  if (privacy.isError) console.error(SETTINGS_MESSAGES.privacyReadFailed)

  const setDeleteAccess = (on: boolean) =>
    modal.confirm({
      title: on ? 'Allow users to delete meetings?' : 'Stop users from deleting meetings?',
      okText: 'Yes',
      onOk: () =>
        deleteAccess.mutateAsync(on).then(
          (r) => toast.success(r.message),
          () => toast.error(SETTINGS_MESSAGES.deleteAccessFailed),
        ),
    })

  return (
    <Card title="Company" className="settings-card settings-card--wide">
      {showPrivacyNotice ? (
        <div className="settings-row">
          <label htmlFor="privacy-notice">Notetaker privacy notice in meetings</label>
          <Switch
            id="privacy-notice"
            aria-label="Notetaker privacy notice"
            checked={privacy.data?.notetaker_welcome_message ?? false}
            loading={privacy.isLoading || privacyControl.isPending}
            onChange={(on) =>
              privacyControl.mutate(on, {
                onSuccess: () => toast.success(SETTINGS_MESSAGES.privacyUpdated),
                onError: () => toast.error(SETTINGS_MESSAGES.privacyUpdateFailed),
              })
            }
          />
        </div>
      ) : null}
      <div className="settings-row">
        <label htmlFor="delete-meetings">Allow Users to Delete Meetings</label>
        <Switch
          id="delete-meetings"
          aria-label="Allow Users to Delete Meetings"
          checked={deleteMeetingAllowed}
          loading={deleteAccess.isPending}
          onChange={setDeleteAccess}
        />
      </div>
      <Collapse
        className="settings-accordions"
        defaultActiveKey={crm.open ? ['crm'] : []}
        items={[{ key: 'crm', label: 'CRM', children: <CrmAccordion userId={crm.userId} hasCrm={crm.hasCrm} /> }]}
      />
    </Card>
  )
}
