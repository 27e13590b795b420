// What other modules may use of the meetings module.
export { actionItemsOf } from './call-details.mapper'
export { canViewMeeting } from './meeting-access'
export { hasViewAllCallsNomination } from './meeting-access.repository'
export { findAccountNamesByDomain } from './meetings-ingest.repository'
export { CURRENT_VIEWER, setCurrentViewer, viewableMeetingSql } from './viewable-meetings.sql'
