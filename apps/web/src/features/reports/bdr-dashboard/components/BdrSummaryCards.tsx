import { BDR_BASE_LABELS, BDR_DEFINITIONS, type BdrSection } from '@parley/shared/rules/bdr-dashboard'
import type { TBdrMetric } from '@parley/shared/schemas/bdr-dashboard'
import { Skeleton } from 'antd'
import { InfoTip } from '../../components/InfoTip'

/** What each card counts, as its info tooltip (the definitions of docs/decisions.md "BDR to MQL"). */
const CARD_INFO: Record<TBdrMetric['metric'], string> = {
  connected_calls: `${BDR_DEFINITIONS.connected} ${BDR_DEFINITIONS.junk}`,
  meetings_set: `${BDR_DEFINITIONS.meetingSet} The percent is of conversations.`,
  conversations_no_meeting: `${BDR_DEFINITIONS.conversation} These had no meeting set.`,
  connected_no_conversation: 'Connected calls that were not a conversation: a gatekeeper-type disposition, or the prospect talked under 30 seconds.',
}

interface BdrSummaryCardsProps {
  metrics: TBdrMetric[] | undefined
  junk: number | undefined
  loading: boolean
  onOpen: (section: BdrSection) => void
}

/**
 * "Summary cards: total connected calls; Conversations to meeting; Connected to conversations but not meeting set;
 * Connected but no conversation." A card of a section scrolls to it.
 */
export function BdrSummaryCards({ metrics, junk, loading, onOpen }: BdrSummaryCardsProps) {
  if (loading && !metrics) return <Skeleton active paragraph={{ rows: 2 }} className="bdr-cards__skeleton" />
  return (
    <ul className="bdr-cards" aria-label="Summary">
      {(metrics ?? []).map((m) => {
        const body = (
          <>
            <span className="bdr-card__label">{m.label}</span>
            <span className="bdr-card__count">{m.count}</span>
            <span className="bdr-card__percent">
              {m.percentage}% {BDR_BASE_LABELS[m.of]} ({m.base})
            </span>
            {m.metric === 'connected_calls' && junk !== undefined ? <span className="bdr-card__note">{junk} junk calls left out</span> : null}
          </>
        )
        const section = m.section
        return (
          <li key={m.metric} className={`bdr-card bdr-card--${m.metric}`}>
            {section ? (
              <button type="button" className="bdr-card__button" onClick={() => onOpen(section)} title="Go to the section">
                {body}
              </button>
            ) : (
              <div className="bdr-card__button bdr-card__button--static">{body}</div>
            )}
            <span className="bdr-card__info">
              <InfoTip text={CARD_INFO[m.metric]} label={m.label} />
            </span>
          </li>
        )
      })}
    </ul>
  )
}
