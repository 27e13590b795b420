import { DEAL_FEEDBACK_TOAST_SECONDS, wrongDealQuestion } from '@parley/shared/rules/deal-mapping'
import { Button, Input, Space } from 'antd'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { useAuditDealMapping } from '../api/auditDealMapping'

interface WrongDealReportProps {
  dealName: string
  dealId: number
  meetingId: number
  calendarEvent: number
  source: string
}

/** 'Is this call mapped to the wrong deal, {deal}?' — No confirms the mapping (Review); Yes asks for optional feedback. */
export function WrongDealReport({ dealName, dealId, meetingId, calendarEvent, source }: WrongDealReportProps) {
  const [step, setStep] = useState<'ask' | 'describe' | 'done'>('ask')
  const [text, setText] = useState('')
  const audit = useAuditDealMapping()
  const thank = (message: string) => {
    toast.success(message, DEAL_FEEDBACK_TOAST_SECONDS)
    setStep('done')
  }
  if (step === 'done') return null
  return (
    <section className="wrong-deal" aria-label="Wrong deal report">
      <span>{wrongDealQuestion(dealName)}</span>
      {step === 'ask' ? (
        <Space>
          <Button size="small" onClick={() => setStep('describe')}>
            Yes
          </Button>
          <Button
            size="small"
            loading={audit.isPending}
            onClick={() => audit.mutate({ type: 'Review', source, calendar_event_id: calendarEvent, primary_deal_id: dealId }, { onSuccess: thank })}
          >
            No
          </Button>
        </Space>
      ) : (
        <div className="wrong-deal__form">
          <Input.TextArea
            aria-label="What is wrong with this deal? (optional)"
            placeholder="What is wrong with this deal? (optional)"
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button
            size="small"
            type="primary"
            loading={audit.isPending}
            onClick={() =>
              audit.mutate(
                {
                  type: 'Wrong deal',
                  source,
                  zoom_recording_analytics_id: meetingId,
                  primary_deal_id: dealId,
                  ...(text.trim() ? { description: text.trim() } : {}),
                },
                { onSuccess: thank },
              )
            }
          >
            Send report
          </Button>
        </div>
      )}
    </section>
  )
}
