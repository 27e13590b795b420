// What other modules may use of the notifications module.
export { enqueuePostCallEmail } from './notifications.job'
