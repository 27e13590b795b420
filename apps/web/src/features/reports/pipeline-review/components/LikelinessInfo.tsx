import { checklistRowStatus, type RowStatus } from '@parley/shared/rules/deal-scores'
import { DEAL_CHECKLIST_PREVIEW_ROWS } from '@parley/shared/rules/pipeline-review'
import type { TPipelineRow } from '@parley/shared/schemas/pipeline-review'
import { Button } from 'antd'
import { DataTable } from '../../../../components/DataTable'
import { useState } from 'react'

const STATUS_LABEL: Record<RowStatus, string> = { positive: 'At ideal', warning: 'Close to ideal', negative: 'Below ideal' }

/**
 * Tab 5: the deal's likeliness and its deal checklist table (Indicator, Deal Value, Ideal value): "first 5 rows with a
 * '(+ Deal checklist)' / '(- Deal checklist)' toggle", each row marked positive, warning or negative.
 */
export function LikelinessInfo({ deal }: { deal: TPipelineRow }) {
  const [all, setAll] = useState(false)
  const rows = deal.likeliness_score_info.map((r, i) => ({ ...r, key: `${i}`, status: checklistRowStatus(r.value, r.ideal) }))
  const shown = all ? rows : rows.slice(0, DEAL_CHECKLIST_PREVIEW_ROWS)
  return (
    <section className="likeliness-info" aria-labelledby="likeliness-title">
      <h3 id="likeliness-title" className="likeliness-info__title">
        Likeliness: {deal.likeliness_score}
        {deal.likeliness_score_value !== null ? <span className="likeliness-info__value"> ({deal.likeliness_score_value} / 100)</span> : null}
      </h3>
      <DataTable
        size="small"
        pagination={false}
        dataSource={shown}
        columns={[
          { key: 'label', title: 'Indicator', dataIndex: 'label' },
          {
            key: 'value',
            title: 'Deal Value',
            render: (_: unknown, r: (typeof rows)[number]) => (
              <span className={`checklist-value checklist-value--${r.status}`}>
                <span className="visually-hidden">{STATUS_LABEL[r.status]}: </span>
                {r.value}
              </span>
            ),
          },
          { key: 'ideal', title: 'Ideal value', dataIndex: 'ideal' },
        ]}
      />
      {rows.length > DEAL_CHECKLIST_PREVIEW_ROWS ? (
        <Button type="link" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? '(- Deal checklist)' : '(+ Deal checklist)'}
        </Button>
      ) : null}
    </section>
  )
}
