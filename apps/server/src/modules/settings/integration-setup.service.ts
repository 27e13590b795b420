import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TIntegrationId, TIntegrationSetup, TIntegrationSetupResponse } from '@parley/shared/schemas/settings'
import type { Config as AppConfig } from '../../config'

/** The setup pages in docs/integrations that the setup dialog links to, by file name. */
export const INTEGRATION_DOCS = ['google', 'microsoft', 'zoom', 'hubspot', 'salesforce'] as const
export type IntegrationDoc = (typeof INTEGRATION_DOCS)[number]

const DOCS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/integrations')

interface Entry {
  label: string
  configured: (c: AppConfig) => boolean
  env: string[]
  callbacks: string[]
  doc: IntegrationDoc
  /** `npm run start:sandbox` points it at a local fake. */
  sandbox: boolean
}

const ENTRIES: Record<TIntegrationId, Entry> = {
  google_calendar: {
    label: 'Google Calendar',
    configured: (c) => Boolean(c.oidc.google?.clientId),
    env: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    callbacks: ['/api/calendar/google/callback'],
    doc: 'google',
    sandbox: true,
  },
  microsoft_calendar: {
    label: 'Microsoft Outlook Calendar',
    configured: (c) => Boolean(c.oidc.microsoft?.clientId),
    env: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    callbacks: ['/api/calendar/microsoft/callback'],
    doc: 'microsoft',
    sandbox: true,
  },
  zoom: {
    label: 'Zoom',
    configured: (c) => Boolean(c.zoom.clientId),
    env: ['ZOOM_CLIENT_ID'],
    callbacks: ['/api/integrations/zoom/callback'],
    doc: 'zoom',
    sandbox: false,
  },
  msteams: {
    label: 'Microsoft Teams',
    configured: (c) => Boolean(c.oidc.microsoft?.clientId),
    env: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
    callbacks: ['/api/integrations/msteams/callback', '/api/integrations/msteams_user/callback'],
    doc: 'microsoft',
    sandbox: true,
  },
  hubspot: {
    label: 'HubSpot',
    configured: (c) => Boolean(c.crm.hubspot.clientId),
    env: ['HUBSPOT_CLIENT_ID', 'HUBSPOT_CLIENT_SECRET'],
    callbacks: ['/api/crm/hubspot/callback'],
    doc: 'hubspot',
    sandbox: true,
  },
  salesforce: {
    label: 'Salesforce',
    configured: (c) => Boolean(c.crm.salesforce.clientId),
    env: ['SALESFORCE_CLIENT_ID', 'SALESFORCE_CLIENT_SECRET'],
    callbacks: ['/api/crm/salesforce/callback'],
    doc: 'salesforce',
    sandbox: true,
  },
}

/** What each Connect button needs on this server: whether it is set up, else the variables and callback to register. */
export function integrationSetup(config: AppConfig): TIntegrationSetupResponse {
  const integrations: TIntegrationSetup[] = (Object.keys(ENTRIES) as TIntegrationId[]).map((id) => {
    const e = ENTRIES[id]
    return {
      id,
      label: e.label,
      configured: e.configured(config),
      env: e.env,
      redirect_uris: e.callbacks.map((p) => `${config.publicUrl}${p}`),
      doc_url: `${config.publicUrl}/api/integrations/docs/${e.doc}`,
      in_sandbox: e.sandbox,
    }
  })
  return { demo: config.demo, integrations }
}

/** The text of one setup page, or null when the deployment ships without docs. */
export function integrationDoc(name: IntegrationDoc): string | null {
  const file = path.join(DOCS_DIR, `${name}.md`)
  return existsSync(file) ? readFileSync(file, 'utf8') : null
}
