import type { TChecklistLibrarySignal, TWhyHow } from '@parley/shared/schemas/checklists'
import { Button, Segmented, Tag } from 'antd'
import { useNavigate } from 'react-router'
import { splitTags } from '../utils/splitTags'
import { WHY_HOW_TITLES, type WhyHowState, whyHowPath } from '../utils/whyHowLinks'
import '../checklists.css'

interface ChecklistWhyHowProps {
  signal: TChecklistLibrarySignal
  type: TWhyHow
  /** Where the back arrow goes; kept when switching between why and how. */
  from: string
}

/** Empty texts: the spec's "No handling instructions available." for how; its like for why. */
const EMPTY: Record<TWhyHow, string> = {
  why: 'No explanation available.',
  how: 'No handling instructions available.',
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/** The why or how of one signal: its text, its video link, and a switch to the other half. */
export function ChecklistWhyHow({ signal, type, from }: ChecklistWhyHowProps) {
  const navigate = useNavigate()
  const text = type === 'why' ? signal.properties.why_text : signal.properties.how_text
  const video = type === 'why' ? signal.properties.why_video : signal.properties.how_video
  const tags = splitTags(signal.properties.tags)
  const state: WhyHowState = { from }
  return (
    <section className="checklist-whyhow" aria-labelledby="checklist-whyhow-heading">
      <Segmented
        className="checklist-whyhow__switch"
        value={type}
        onChange={(v) => navigate(whyHowPath(signal.id, v as TWhyHow), { state, replace: true })}
        options={[
          { value: 'why', label: WHY_HOW_TITLES.why },
          { value: 'how', label: WHY_HOW_TITLES.how },
        ]}
        aria-label="Why or how"
      />
      <h2 className="checklist-whyhow__heading" id="checklist-whyhow-heading">
        {WHY_HOW_TITLES[type]}
      </h2>
      <div className="checklist-whyhow__text" data-testid="whyhow-text">
        {text ? paragraphs(text).map((p) => <p key={p}>{p}</p>) : <p>{EMPTY[type]}</p>}
      </div>
      {video ? (
        <p className="checklist-whyhow__video">
          <Button
            href={video}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="whyhow-video"
            icon={
              <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" />
              </svg>
            }
          >
            Watch the video<span className="visually-hidden"> (opens in a new tab)</span>
          </Button>
        </p>
      ) : null}
      {tags.length > 0 || signal.deal_stage.length > 0 ? (
        <div className="checklist-whyhow__meta">
          {tags.map((tag) => (
            <Tag key={`tag-${tag}`} color="geekblue">
              {tag}
            </Tag>
          ))}
          {signal.deal_stage.map((stage) => (
            <Tag key={`stage-${stage}`}>{stage}</Tag>
          ))}
        </div>
      ) : null}
    </section>
  )
}
