/** Where users write for help (sidebar Support entry, error pages). */
export const SUPPORT_EMAIL = 'support@parley.example'
