// What other modules may use of the companies module.
export { findCompanySettings } from './companies.repository'
