// What other modules may use of the users module.
export { findActiveUsersByEmail, findSessionUser, touchLastLogin } from './users.repository'
