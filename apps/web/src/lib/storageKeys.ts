/** Browser storage keys, plus the few the shell adds. */
export const LOCAL_KEYS = {
  token: 'token',
  impersonate: 'impersonate',
  autoLogin: 'autoLogin',
  anonymous: 'anonymous',
  preLoginPath: 'PreLoginPath',
  collapsed: 'collapsed',
  pushNotificationToken: 'push_notification_token',
  utmTrack: 'utm_track',
  overhaulBannerDismissed: 'overhaulBannerDismissed',
  trendChartShown: 'trendChartShown',
  /** `upgradeModalSeen.<user id>`: the optional upgrade prompt was shown to that user. */
  upgradeModalSeen: 'upgradeModalSeen',
} as const

export const SESSION_KEYS = {
  welcomeModalShown: 'welcomeModalShown',
  upgradeModalShown: 'upgradeModalShown',
  trackingSessionId: 'trackingSessionId',
  /** This window's impersonation session (its token, and the spec's `impersonate` flag beside it). */
  impersonationToken: 'impersonationToken',
  impersonate: 'impersonate',
} as const
