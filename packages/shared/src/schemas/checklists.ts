import { z } from 'zod'
import { AGENDA_MAX_LENGTH } from '../rules/agenda'
import { LEVELS } from '../rules/deal-scores'

// Checklist library, the agenda change
// of a call ("POST users/updateAgendaType") and the deal-level roll-ups that later screens read (the deal
// insight's all_checklist, all_insights, last_call_gptRes).

/** properties of a library signal: why/how text and video, tags as comma-separated text. */
export const ZChecklistSignalProperties = z.object({
  why_text: z.string().nullable(),
  why_video: z.string().nullable(),
  how_text: z.string().nullable(),
  how_video: z.string().nullable(),
  tags: z.string().nullable(),
})

export const ZChecklistLibrarySignal = z.object({
  id: z.number().int(),
  unique_name: z.string(),
  signal_label: z.string(),
  detail: z.string().nullable(),
  deal_stage: z.array(z.string()),
  properties: ZChecklistSignalProperties,
  /** checklist | insight */
  signal_type: z.enum(['checklist', 'insight']),
  /** 'advanced' or null */
  signal_category: z.string().nullable(),
  is_negative: z.boolean(),
  weight: z.number(),
  agenda_types: z.array(z.string()),
  call_functions: z.array(z.string()),
})
export type TChecklistLibrarySignal = z.infer<typeof ZChecklistLibrarySignal>

export const ZChecklistLibraryQuery = z.object({ dealStage: z.string().trim().max(200).optional() })

/** GET /api/checklist-library: the signals (filtered by deal stage when asked) and the stages to filter by. */
export const ZChecklistLibraryResponse = z.object({
  data: z.object({
    signals: z.array(ZChecklistLibrarySignal),
    dealStages: z.array(z.object({ deal_stage: z.string() })),
  }),
})
export type TChecklistLibraryResponse = z.infer<typeof ZChecklistLibraryResponse>

export const ZChecklistParams = z.object({ id: z.coerce.number().int().positive() })

/** GET /api/checklist/:id */
export const ZChecklistDetailResponse = z.object({ data: ZChecklistLibrarySignal })
export type TChecklistDetailResponse = z.infer<typeof ZChecklistDetailResponse>

export const WHY_HOW = ['why', 'how'] as const
export type TWhyHow = (typeof WHY_HOW)[number]

/** POST /api/users/updateAgendaType: 'No Agenda' sends null; 'Other Agenda' sends the typed text. */
export const ZUpdateAgendaTypeBody = z
  .object({
    call_id: z.number().int().positive(),
    agenda_type: z.string().trim().max(AGENDA_MAX_LENGTH).nullable(),
  })
  .strict()
export type TUpdateAgendaTypeBody = z.infer<typeof ZUpdateAgendaTypeBody>

export const ZUpdateAgendaTypeResponse = z.object({
  /** "Agenda updated to ..." */
  message: z.string(),
  data: z.object({
    call_id: z.number().int(),
    agenda_type: z.string().nullable(),
    /** The call's processing_status after the checklist was re-created (null or 0/1/3 = still processing). */
    processing_status: z.number().int().nullable(),
  }),
})
export type TUpdateAgendaTypeResponse = z.infer<typeof ZUpdateAgendaTypeResponse>

// ---- Deal roll-ups (stored in deal_metrics by the recompute-deal-rollups job) ----

/** One call's result for a signal of the deal checklist. */
export const ZDealChecklistCall = z.object({
  call_id: z.number().int(),
  call_title: z.string().nullable(),
  call_date: z.string(),
  sales_stage: z.string().nullable(),
  status: z.enum(['pending', 'done']),
  score: z.number().nullable(),
  /** The signal's summary on that call. */
  message: z.string().nullable(),
  outcome_id: z.number().int(),
  outcome_snippets: z.array(z.record(z.string(), z.unknown())),
})

/** A signal across the deal's calls: done when any call did it; the best score. */
export const ZDealChecklistItem = z.object({
  signal_id: z.number().int().nullable(),
  unique_name: z.string(),
  title: z.string(),
  signal_type: z.enum(['checklist', 'insight']),
  signal_category: z.string().nullable(),
  status: z.enum(['pending', 'done']),
  score: z.number().nullable(),
  calls: z.array(ZDealChecklistCall),
})
export type TDealChecklistItem = z.infer<typeof ZDealChecklistItem>

export const ZLastCallGptRes = z.object({
  call_id: z.number().int(),
  call_title: z.string().nullable(),
  call_date: z.string(),
  Summary: z.string().nullable(),
  'Action Items By User': z.array(z.unknown()),
})
export type TLastCallGptRes = z.infer<typeof ZLastCallGptRes>

export const ZLikelinessInfoRow = z.object({ label: z.string(), value: z.string(), ideal: z.string() })
export type TLikelinessInfoRow = z.infer<typeof ZLikelinessInfoRow>

/** What later screens (deal insights, pipeline review) read of a deal's roll-up. */
export const ZDealRollup = z.object({
  deal_id: z.number().int(),
  all_checklist: z.array(ZDealChecklistItem),
  all_insights: z.array(ZDealChecklistItem),
  last_call_gptRes: ZLastCallGptRes.nullable(),
  checklist_completion: z.number().nullable(),
  engagement: z.enum(LEVELS),
  prospect_engagement: z.enum(LEVELS),
  rep_engagement: z.enum(LEVELS),
  forecast: z.string(),
  qualification_score: z.enum(LEVELS),
  /** A score label, or '-5' (no recorded call) / '-2' (recorded, nothing analysed) meaning none. */
  likeliness_score: z.string(),
  likeliness_score_value: z.number(),
  likeliness_score_info: z.array(ZLikelinessInfoRow),
  deal_severe_objections_count: z.number().int(),
})
export type TDealRollup = z.infer<typeof ZDealRollup>
