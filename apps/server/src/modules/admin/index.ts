// What other modules may use of the admin module.
export { countOtherAdmins } from './admin-user-changes.repository'
