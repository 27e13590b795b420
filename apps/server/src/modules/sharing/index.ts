// What other modules may use of the sharing module.
export { insertShareLink, insertShareView, type ShareLinkRow } from './share-links.repository'
export { hashShareToken, newShareToken } from './share-token'
