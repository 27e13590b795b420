import { z } from 'zod'
import { PREP_NOTE_INTERVALS } from '../rules/settings'

// The Settings screen's calls.

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` })

/** POST /users/updateNotetakerSettings: the five flags; notetaker_enabled is the master toggle (off when omitted and all five are false). */
export const ZNotetakerSettingsBody = z
  .object({
    internal_meeting: flag('internal_meeting'),
    external_meeting: flag('external_meeting'),
    internal_host: flag('internal_host'),
    external_host: flag('external_host'),
    self_host: flag('self_host'),
    notetaker_enabled: flag('notetaker_enabled').optional(),
  })
  .strict()
export type TNotetakerSettingsBody = z.infer<typeof ZNotetakerSettingsBody>

export const ZUserSettings = z.object({
  notetaker_enabled: z.boolean(),
  internal_meeting: z.boolean(),
  external_meeting: z.boolean(),
  internal_host: z.boolean(),
  external_host: z.boolean(),
  self_host: z.boolean(),
  prep_notes_enabled: z.boolean(),
  prep_note_interval: z.number().nullable(),
  post_call_email: z.boolean(),
  delete_meeting_allowed: z.boolean(),
})
export type TUserSettings = z.infer<typeof ZUserSettings>

/** GET /users/getNotetakerSettings: data.userSettings, companySettings, calendarStatus (+ the meeting-platform connections). */
export const ZNotetakerSettingsResponse = z.object({
  data: z.object({
    userSettings: ZUserSettings,
    companySettings: z.object({ zoomCard: z.boolean(), msTeamsCards: z.boolean(), privacyNotice: z.boolean() }),
    calendarStatus: z.object({
      calendar_integrated: z.boolean(),
      providers: z.array(z.object({ provider: z.enum(['google', 'microsoft']), status: z.string(), account_email: z.string() })),
      sync_pending: z.boolean(),
      last_synced_at: z.string().nullable(),
    }),
    integrations: z.object({ zoom_authenticated: z.boolean(), user_ms_teams_authenticated: z.boolean(), msteams_authenticated: z.boolean() }),
  }),
})
export type TNotetakerSettingsResponse = z.infer<typeof ZNotetakerSettingsResponse>

export const ZMessage = z.object({ message: z.string() })

export const ZPrivacyMessageStatus = z.object({ notetaker_welcome_message: z.boolean() })
export const ZPrivacyMessageControlBody = z.object({ message_control: flag('message_control') }).strict()

export const ZDeleteMeetingsAccessBody = z
  .object({
    companyID: z.number({ error: 'companyID must be a number' }).int().positive({ error: 'companyID must be a positive number' }),
    delete_meeting: flag('delete_meeting'),
  })
  .strict()

const boolText = (name: string) => z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((v) => v === 'true')

/** POST /update_prep_note_interval?prep_note_interval={value}; `enabled` carries the Receive Prep Notes toggle. */
export const ZPrepNoteIntervalQuery = z
  .object({
    prep_note_interval: z.coerce
      .number({ error: 'prep_note_interval must be a number of minutes' })
      .refine((v) => (PREP_NOTE_INTERVALS as readonly number[]).includes(v), {
        error: `prep_note_interval must be one of ${PREP_NOTE_INTERVALS.join(', ')} minutes`,
      })
      .optional(),
    enabled: boolText('enabled').optional(),
  })
  .strict()
  .refine((q) => q.prep_note_interval !== undefined || q.enabled !== undefined, {
    error: 'Give prep_note_interval or enabled',
    path: ['prep_note_interval'],
  })

/** PUT /update_user_details?user_id=&remove_calendar_integration=true | &post_call_email={bool} (no body). */
export const ZUpdateUserDetailsQuery = z
  .object({
    user_id: z.coerce.number({ error: 'user_id must be a number' }).int().positive({ error: 'user_id must be a positive number' }).optional(),
    remove_calendar_integration: z.enum(['true'], { error: 'remove_calendar_integration must be true' }).optional(),
    post_call_email: boolText('post_call_email').optional(),
  })
  .strict()
export type TUpdateUserDetailsQuery = z.infer<typeof ZUpdateUserDetailsQuery>

export const MEETING_PLATFORMS = ['zoom', 'msteams'] as const
/** zoom: the user's Zoom app; msteams: the company's Teams (admin consent); msteams_user: the user's delegated Teams. */
export const ZPlatformConnectKind = z.enum(['zoom', 'msteams', 'msteams_user'], { error: 'Choose zoom, msteams or msteams_user.' })
export type TPlatformConnectKind = z.infer<typeof ZPlatformConnectKind>
export const ZRedirectUriResponse = z.object({ redirect_uri: z.string() })

/** An outside service a Connect button leads to; unconfigured ones open a setup dialog instead of an error. */
export const ZIntegrationId = z.enum(['google_calendar', 'microsoft_calendar', 'zoom', 'msteams', 'hubspot', 'salesforce'], {
  error: 'Choose google_calendar, microsoft_calendar, zoom, msteams, hubspot or salesforce.',
})
export type TIntegrationId = z.infer<typeof ZIntegrationId>
export const ZIntegrationSetup = z.object({
  id: ZIntegrationId,
  label: z.string(),
  configured: z.boolean(),
  /** The environment variables the server needs for it. */
  env: z.array(z.string()),
  /** The callback to register with the provider's app. */
  redirect_uris: z.array(z.string()),
  /** The integration's setup page, served by Parley. */
  doc_url: z.string(),
  /** `npm run start:sandbox` shows it working against a local fake. */
  in_sandbox: z.boolean(),
})
export type TIntegrationSetup = z.infer<typeof ZIntegrationSetup>
export const ZIntegrationSetupResponse = z.object({ demo: z.boolean(), integrations: z.array(ZIntegrationSetup) })
export type TIntegrationSetupResponse = z.infer<typeof ZIntegrationSetupResponse>
