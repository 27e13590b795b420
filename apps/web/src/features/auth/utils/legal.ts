export const PRIVACY_POLICY_URL = 'https://parley.example/privacy'
export const TERMS_URL = 'https://parley.example/terms'
