import type { TClip } from '@parley/shared/schemas/clips'
import { formatHms } from '@parley/shared/rules/snippet-time'
import { Button, Popconfirm, Space, Tooltip } from 'antd'
import { DataTable } from '../../../components/DataTable'
import dayjs from 'dayjs'
import { Link } from 'react-router'
import { ButtonLink } from '../../../components/ButtonLink'
import { EmptyState } from '../../../components/EmptyState'
import { copyText } from '../../../lib/copyText'
import { toast } from '../../../lib/toast'
import { useDeleteClip } from '../api/deleteClip'
import { useClipShareUrl } from '../api/getClipShareUrl'
import { useClips } from '../api/getClips'
import { ClipStatusTag } from './ClipStatusTag'

/** The clips page: View, Share Clip and Download only when the clip is Completed. */
export function ClipsTable() {
  const { data, isLoading } = useClips()
  const share = useClipShareUrl()
  const remove = useDeleteClip()
  const shareClip = (id: number) =>
    share.mutate(id, {
      onSuccess: ({ url }) =>
        void copyText(`${window.location.origin}${url}`).then((ok) =>
          ok ? toast.success('Link copied to clipboard') : toast.error('The link could not be copied.'),
        ),
    })

  return (
    <DataTable<TClip>
      rowKey="id"
      loading={isLoading}
      dataSource={data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 900 }}
      locale={{
        emptyText: <EmptyState illustration="recordings" title="No clips yet" description="Cut a clip from a call with 'Create clip' on the call page." />,
      }}
      columns={[
        {
          title: 'Title',
          dataIndex: 'title',
          render: (title: string, clip) => (clip.status === 'Completed' ? <Link to={`/clip/${clip.id}`}>{title}</Link> : title),
        },
        {
          title: 'Call',
          dataIndex: 'meeting_title',
          render: (t: string | null, clip) => <Link to={`/meeting/${clip.meeting_id}`}>{t ?? 'Untitled call'}</Link>,
        },
        { title: 'Length', dataIndex: 'duration', render: (d: number) => formatHms(d) },
        { title: 'Created', dataIndex: 'created_at', render: (d: string) => dayjs(d).format('D MMM YYYY, HH:mm') },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (_: unknown, clip) => (
            <Tooltip title={clip.status === 'Failed' ? clip.error : undefined}>
              <span>
                <ClipStatusTag status={clip.status} />
              </span>
            </Tooltip>
          ),
        },
        {
          title: 'Actions',
          key: 'actions',
          render: (_: unknown, clip) => (
            <Space wrap>
              {clip.status === 'Completed' ? (
                <>
                  <ButtonLink size="small" to={`/clip/${clip.id}`}>
                    View
                  </ButtonLink>
                  <Button size="small" onClick={() => shareClip(clip.id)} loading={share.isPending && share.variables === clip.id}>
                    Share Clip
                  </Button>
                  {clip.downloadURL ? (
                    <Button size="small" href={clip.downloadURL} download>
                      Download
                    </Button>
                  ) : null}
                </>
              ) : null}
              {clip.canDelete ? (
                <Popconfirm title="Delete this clip?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(clip.id)}>
                  <Button size="small" danger type="text">
                    Delete
                  </Button>
                </Popconfirm>
              ) : null}
            </Space>
          ),
        },
      ]}
    />
  )
}
