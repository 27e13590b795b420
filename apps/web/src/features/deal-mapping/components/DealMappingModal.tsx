import { CHANGE_DEAL_QUESTION, NO_DEAL_LABEL, UNLINK_DEAL_ID, UNLINK_DEAL_QUESTION } from '@parley/shared/rules/deal-mapping'
import type { TDealOption, TDropdownDealType } from '@parley/shared/schemas/deal-mapping'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { Button, Input, Modal, Popconfirm, Tabs } from 'antd'
import { useState } from 'react'
import { useProfile } from '../../../api/getProfile'
import { toast } from '../../../lib/toast'
import { useUpdateDeal } from '../api/updateDeal'
import { DealExplanationCard } from './DealExplanationCard'
import { DealOptionsPanel } from './DealOptionsPanel'
import { WrongDealReport } from './WrongDealReport'

interface DealMappingModalProps {
  meeting: TMeetingDetail
  onClose: () => void
  onChanged: () => void
}

const SOURCE = 'meeting_page'

/** Choose a deal (Suggested / Your deals / All deals), confirm with optional feedback, unlink, or report a wrong deal. */
export function DealMappingModal({ meeting, onClose, onChanged }: DealMappingModalProps) {
  const [tab, setTab] = useState<TDropdownDealType>('recommended')
  const [pending, setPending] = useState<TDealOption | null>(null)
  const [feedback, setFeedback] = useState('')
  const { data: profile } = useProfile()
  const update = useUpdateDeal()
  const current = meeting.crmDealDetails
  const calendarEvent = meeting.calendarEventDetails?.id ?? null

  const change = (dealId: number | typeof UNLINK_DEAL_ID, description?: string) => {
    if (!profile) return
    update.mutate(
      {
        source: SOURCE,
        user_id: profile.id,
        zoom_recording_analytics_id: meeting.id,
        updated_primary_deal_id: dealId,
        ...(description ? { description } : {}),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message)
          setPending(null)
          onChanged()
        },
      },
    )
  }

  const panel = (type: TDropdownDealType) => (
    <DealOptionsPanel type={type} calendarEvent={calendarEvent} currentDealId={current?.deal_id ?? null} onPick={(d) => setPending(d)} active={tab === type} />
  )

  return (
    <Modal title="Map this call to a deal" open onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <section className="deal-mapping__current" aria-label="Current deal">
        <div className="deal-mapping__current-row">
          <span className="deal-mapping__label">Current deal</span>
          <span className="badge deal-badge">{current?.deal_name ?? NO_DEAL_LABEL}</span>
          {current ? (
            <Popconfirm title={UNLINK_DEAL_QUESTION} okText="Unlink" okButtonProps={{ danger: true }} onConfirm={() => change(UNLINK_DEAL_ID)}>
              <Button size="small" danger loading={update.isPending && pending === null}>
                Unlink
              </Button>
            </Popconfirm>
          ) : null}
        </div>
        {current && calendarEvent !== null && current.crm_deal_id ? (
          <>
            <DealExplanationCard calendarEvent={calendarEvent} crmDealId={current.crm_deal_id} />
            <WrongDealReport dealName={current.deal_name} dealId={current.deal_id} meetingId={meeting.id} calendarEvent={calendarEvent} source={SOURCE} />
          </>
        ) : null}
      </section>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as TDropdownDealType)}
        items={[
          { key: 'recommended', label: 'Suggested', children: panel('recommended') },
          { key: 'owner', label: 'Your deals', children: panel('owner') },
          { key: 'company', label: 'All deals', children: panel('company') },
        ]}
      />
      <Modal
        title={CHANGE_DEAL_QUESTION}
        open={pending !== null}
        okText="Change deal"
        confirmLoading={update.isPending}
        onOk={() => pending && change(pending.id, feedback.trim())}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        <p>
          From <strong>{current?.deal_name ?? NO_DEAL_LABEL}</strong> to <strong>{pending?.deal_name}</strong>
          {pending?.account_name ? ` (${pending.account_name})` : ''}.
        </p>
        <label className="deal-mapping__label" htmlFor="deal-change-feedback">
          Feedback (optional)
        </label>
        <Input.TextArea id="deal-change-feedback" rows={3} maxLength={2000} value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      </Modal>
    </Modal>
  )
}
