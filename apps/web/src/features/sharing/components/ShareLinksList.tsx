import { SHARE_TYPE_LABELS } from '@parley/shared/rules/share-access'
import { formatHms } from '@parley/shared/rules/snippet-time'
import type { TShareLinkRow } from '@parley/shared/schemas/sharing'
import { Button, Popconfirm, Skeleton } from 'antd'
import dayjs from 'dayjs'
import { toast } from '../../../lib/toast'
import { useShareLinks } from '../api/getShareLinks'
import { useRevokeShareLink } from '../api/revokeShareLink'

const views = (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`

function LinkFacts({ link }: { link: TShareLinkRow }) {
  return (
    <div className="share-link__facts">
      <strong>{SHARE_TYPE_LABELS[link.shareType]}</strong>
      {link.emails.length ? <span className="share-link__emails">{link.emails.join(', ')}</span> : null}
      <span className="meeting-muted">
        {[
          views(link.views),
          link.expiresAt ? `expires ${dayjs(link.expiresAt).format('D MMM YYYY, h:mm A')}` : 'no expiry',
          link.snippet ? `snippet ${formatHms(link.snippet.start)}–${formatHms(link.snippet.end)}` : null,
          link.insightsVisible ? null : 'insights hidden',
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className="meeting-muted">
        Created {dayjs(link.createdAt).format('D MMM YYYY')}
        {link.createdBy ? ` by ${link.createdBy}` : ''}
      </span>
    </div>
  )
}

/** The call's live links, newest first, each with Revoke ("the owner revokes each"). */
export function ShareLinksList({ meetingId }: { meetingId: number }) {
  const links = useShareLinks(meetingId, true)
  const revoke = useRevokeShareLink(meetingId)
  if (links.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />
  if (links.isError) return <p className="meeting-muted">The links could not be loaded.</p>
  if (links.data.length === 0) return <p className="meeting-muted">No live links to this call.</p>
  return (
    <ul className="share-links" aria-label="Live links">
      {links.data.map((link) => (
        <li key={link.id} className="share-link">
          <LinkFacts link={link} />
          <Popconfirm
            title="Revoke this link?"
            description="People who open it will see the locked card."
            okText="Revoke"
            okButtonProps={{ danger: true }}
            onConfirm={() => revoke.mutateAsync(link.id).then(() => toast.success('Link revoked'))}
          >
            <Button danger size="small" loading={revoke.isPending && revoke.variables === link.id}>
              Revoke
            </Button>
          </Popconfirm>
        </li>
      ))}
    </ul>
  )
}
