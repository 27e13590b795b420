import { z } from 'zod'
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs'
import { type RenderDeps, renderClip } from './clip-render.service'

export const RENDER_CLIP = 'clip-render'

const ZRenderClipData = z.object({ companyId: z.number().int().positive(), clipId: z.number().int().positive() })
type RenderClipData = z.infer<typeof ZRenderClipData>

/** One job per clip (singleton key), so a double submit never renders twice at once. */
export function enqueueClipRender(jobs: Jobs, data: RenderClipData): Promise<string | null> {
  return jobs.send(RENDER_CLIP, data, { singletonKey: `clip-${data.clipId}` })
}

/** Idempotent: renderClip skips a clip that is already Completed or Failed; a thrown error is retried by pg-boss. */
export function renderClipJob(deps: RenderDeps): JobDefinition {
  return {
    name: RENDER_CLIP,
    handler: async (raw) => {
      await renderClip(deps, ZRenderClipData.parse(raw))
    },
  }
}
