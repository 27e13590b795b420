// What other modules may use of the clips module.
export { openClipFile } from './clip-media'
export { clipFileType } from './clips.mapper'
export { findClip, findClipSource } from './clips.repository'
export { cutStoredMedia } from './media-cut'
