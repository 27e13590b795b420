// What other modules may use of the auth module.
export { findUserCompany } from './auth.repository'
