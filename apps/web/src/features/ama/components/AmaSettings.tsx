import { AMA_DEFAULT_DOCUMENTS, AMA_INDEX_SIZES, AMA_MAX_DOCUMENTS } from '@parley/shared/rules/ama-retrieval'
import { Button, InputNumber, Popover, Select, Switch } from 'antd'

export interface AmaChatSettings {
  noOfDocument: number
  index: number
  gpt4: boolean
}

interface AmaSettingsProps {
  value: AmaChatSettings
  onChange: (next: AmaChatSettings) => void
  /** A second model is configured: the switch is offered. */
  betterModelAvailable: boolean
}

/** The admin-only chat settings: records to fetch, index size 2000/5000 and the better model. */
export function AmaSettings({ value, onChange, betterModelAvailable }: AmaSettingsProps) {
  const content = (
    <div className="ama-settings">
      <div className="ama-settings__row">
        <span aria-hidden="true">Records to fetch</span>
        <InputNumber
          aria-label="Records to fetch"
          min={1}
          max={AMA_MAX_DOCUMENTS}
          precision={0}
          value={value.noOfDocument}
          onChange={(n) => onChange({ ...value, noOfDocument: typeof n === 'number' ? n : AMA_DEFAULT_DOCUMENTS })}
        />
      </div>
      <div className="ama-settings__row">
        <span aria-hidden="true">Index size</span>
        <Select
          aria-label="Index size"
          value={value.index}
          options={AMA_INDEX_SIZES.map((n) => ({ value: n, label: `${n} characters` }))}
          onChange={(index) => onChange({ ...value, index })}
        />
      </div>
      {betterModelAvailable ? (
        <div className="ama-settings__row">
          <span aria-hidden="true">Better (slower) model</span>
          <Switch aria-label="Better (slower) model" checked={value.gpt4} onChange={(gpt4) => onChange({ ...value, gpt4 })} />
        </div>
      ) : null}
    </div>
  )
  return (
    <Popover content={content} title="Chat settings" trigger="click" placement="topRight">
      <Button size="small" className="ama-settings__toggle">
        Chat settings
      </Button>
    </Popover>
  )
}
