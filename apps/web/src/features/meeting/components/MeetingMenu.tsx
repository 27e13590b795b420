import { DELETE_CONFIRM_TITLE, MEETING_DELETED_MESSAGE } from '@parley/shared/rules/meeting-menu'
import type { TMeetingMenu } from '@parley/shared/schemas/meeting-detail'
import { useQueryClient } from '@tanstack/react-query'
import { App, Button, Dropdown } from 'antd'
import { useNavigate } from 'react-router'
import { toast } from '../../../lib/toast'
import { useDeleteMeeting } from '../api/deleteMeeting'
import { meetingKeys } from '../api/getCallDetails'
import { useDownloadUrl } from '../api/getDownloadUrl'

/** The Delete/Download menu and the super-admin 'Delete Meeting' action, as the server's menu rules allow. */
export function MeetingMenu({ meetingId, menu, hasMedia }: { meetingId: number; menu: TMeetingMenu; hasMedia: boolean }) {
  const { modal } = App.useApp()
  const navigate = useNavigate()
  const client = useQueryClient()
  const remove = useDeleteMeeting()
  const download = useDownloadUrl()

  const confirmDelete = (asSuperAdmin: boolean) =>
    modal.confirm({
      title: DELETE_CONFIRM_TITLE,
      content: 'The recording, its transcript and its analysis will be deleted.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        await remove.mutateAsync({ id: meetingId, asSuperAdmin })
        toast.success(MEETING_DELETED_MESSAGE)
        navigate('/meetings', { replace: true })
        // Stale, not removed: removing would make this still-mounted page refetch and race to the not-found page.
        void client.invalidateQueries({ queryKey: meetingKeys.all(meetingId), refetchType: 'none' })
      },
    })

  const startDownload = () =>
    download.mutate(meetingId, {
      onSuccess: ({ url }) => {
        const a = document.createElement('a')
        a.href = url
        a.download = ''
        document.body.appendChild(a)
        a.click()
        a.remove()
      },
    })

  const items = [
    // Download streams the original media: nothing to offer for a transcript-only call.
    ...(menu.canDownload && hasMedia ? [{ key: 'download', label: 'Download' }] : []),
    ...(menu.showMenu && menu.canDelete ? [{ key: 'delete', label: 'Delete', danger: true }] : []),
  ]
  return (
    <>
      {items.length ? (
        <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => (key === 'delete' ? confirmDelete(false) : startDownload()) }}>
          <Button loading={download.isPending}>
            More actions
            <svg width="12" height="12" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              <path d="M6 9l6 6 6-6z" />
            </svg>
          </Button>
        </Dropdown>
      ) : null}
      {menu.superAdminDelete ? (
        <Button danger onClick={() => confirmDelete(true)}>
          Delete Meeting
        </Button>
      ) : null}
    </>
  )
}
