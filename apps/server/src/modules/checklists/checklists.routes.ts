import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { canSeeChecklistLibraryAndClips } from '@parley/shared/rules/capabilities'
import {
  ZChecklistDetailResponse,
  ZChecklistLibraryQuery,
  ZChecklistLibraryResponse,
  ZChecklistParams,
  ZUpdateAgendaTypeBody,
  ZUpdateAgendaTypeResponse,
} from '@parley/shared/schemas/checklists'
import type { AppDeps } from '../../platform/deps'
import { requireCapability, requireUser } from '../../platform/auth/authenticate'
import { updateAgendaType } from './agenda-type.service'
import { getChecklistLibrary, getChecklistSignal } from './checklists.service'

/** The library is for the companies with the checklistLibraryAndClips setting only. */
const LIBRARY_OFF = 'The checklist library is not available for your company.'

export const checklistsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/checklist-library',
      { schema: { tags: ['checklists'], querystring: ZChecklistLibraryQuery, response: { 200: ZChecklistLibraryResponse } } },
      async (request) => {
        const auth = requireCapability(request, canSeeChecklistLibraryAndClips, LIBRARY_OFF)
        return { data: await getChecklistLibrary(deps, auth, request.query.dealStage || undefined) }
      },
    )

    app.get('/checklist/:id', { schema: { tags: ['checklists'], params: ZChecklistParams, response: { 200: ZChecklistDetailResponse } } }, async (request) => {
      const auth = requireCapability(request, canSeeChecklistLibraryAndClips, LIBRARY_OFF)
      return { data: await getChecklistSignal(deps, auth, request.params.id) }
    })

    app.post(
      '/users/updateAgendaType',
      { schema: { tags: ['checklists'], body: ZUpdateAgendaTypeBody, response: { 200: ZUpdateAgendaTypeResponse } } },
      async (request) => updateAgendaType(deps, requireUser(request), request.body, request.log),
    )
  }
