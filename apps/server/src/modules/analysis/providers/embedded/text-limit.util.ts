/**
 * `text` in at most `max` characters, cut where a reader expects a cut: after the last whole sentence that fits when
 * that keeps most of the room, else after the last whole word with '…'. Never mid-word ("How does their calen").
 */
export function upToLength(text: string, max: number): string {
  if (text.length <= max) return text
  const room = text.slice(0, max)
  const sentenceEnd = Math.max(room.lastIndexOf('. '), room.lastIndexOf('? '), room.lastIndexOf('! '))
  if (sentenceEnd >= max * 0.6) return room.slice(0, sentenceEnd + 1)
  const wordEnd = room.slice(0, max - 1).lastIndexOf(' ')
  const cut = (wordEnd > 0 ? room.slice(0, wordEnd) : room.slice(0, max - 1)).replace(/[\s,;:–—-]+$/, '')
  return `${cut}…`
}
