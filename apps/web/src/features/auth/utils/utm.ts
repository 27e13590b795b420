export interface UtmOrigin {
  referrer: string
  app_landing_page: string
  app_parameters: string
  utm_campaign: string
  utm_content: string
  utm_medium: string
  utm_source: string
  utm_term: string
  referred_to_interaction: string
  referred_to_page: string
}

const UTM_FIELDS = ['utm_campaign', 'utm_content', 'utm_medium', 'utm_source', 'utm_term'] as const

/** The origin record of a landing with utm_* parameters, or null when there are none. */
export function utmOriginFrom(location: { pathname: string; search: string; href: string }, referrer: string): UtmOrigin | null {
  const params = new URLSearchParams(location.search)
  if (![...params.keys()].some((key) => key.startsWith('utm_'))) return null
  const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, params.get(field) ?? ''])) as Record<(typeof UTM_FIELDS)[number], string>
  return {
    referrer,
    app_landing_page: location.pathname,
    app_parameters: location.search.replace(/^\?/, ''),
    ...utm,
    referred_to_interaction: params.get('source') ?? 'login',
    referred_to_page: location.href,
  }
}
