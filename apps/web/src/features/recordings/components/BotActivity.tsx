import type { TDashboardRow } from '@parley/shared/schemas/recordings'
import { Button, Popover } from 'antd'
import dayjs from 'dayjs'
import { botEventLabel } from '../utils/rowFormat'

/** The notetaker activity log of a row: each bot state with its time. */
export function BotActivity({ log }: { log: TDashboardRow['activityBotLog'] }) {
  if (log.length === 0) return null
  return (
    <Popover
      trigger="click"
      title="Notetaker activity"
      content={
        <ol className="bot-log">
          {log.map((e) => (
            <li key={`${e.event_type}-${e.at}`}>
              <time dateTime={e.at}>{dayjs(e.at).format('h:mm:ss A')}</time> {botEventLabel(e.event_type)}
            </li>
          ))}
        </ol>
      }
    >
      <Button size="small" type="link" className="call-row__dropdown">
        Notetaker activity
      </Button>
    </Popover>
  )
}
