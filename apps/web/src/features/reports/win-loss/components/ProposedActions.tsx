import { moreLabel, topWithMore } from '@parley/shared/rules/win-loss'
import type { z } from 'zod'
import type { ZTeamNextSteps } from '@parley/shared/schemas/win-loss'
import { Tooltip } from 'antd'

type TeamSteps = z.infer<typeof ZTeamNextSteps>

/**
 * "Proposed Actions" (TECHNICAL and BUSINESS teams only, as the server keeps them): per team its top 3 next steps,
 * then '+N more' with the others in a tooltip.
 */
export function ProposedActions({ teams }: { teams: readonly TeamSteps[] }) {
  if (teams.length === 0) return <span className="win-loss__none">—</span>
  return (
    <span className="proposed-actions">
      {teams.map((t) => {
        const { shown } = topWithMore(t.next_steps)
        const more = Math.max(0, t.steps_count - shown.length)
        return (
          <span key={t.team} className="proposed-actions__team">
            <span className={`proposed-actions__label proposed-actions__label--${t.team.toLowerCase()}`}>{t.team}</span>
            {shown.map((step) => (
              <span key={step} className="proposed-actions__step" title={step}>
                {step}
              </span>
            ))}
            {more > 0 ? (
              <Tooltip title={t.next_steps.slice(shown.length).join(' · ') || `${more} more steps`}>
                <span className="swot-cell__more">{moreLabel(more)}</span>
              </Tooltip>
            ) : null}
          </span>
        )
      })}
    </span>
  )
}
