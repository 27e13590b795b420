// What other modules may use of the calendar module.
export { forgetCompanyWishes, saveWishes } from './bot-wishes.repository'
export { findNotetakerProfile, findOtherCopies, urlBaseOf, type NotetakerProfile } from './calendar.repository'
export { decideMeetingBot, type StaleWish } from './meeting-bot-decision'
export { retryAfterMs } from './providers/calendar-provider'
