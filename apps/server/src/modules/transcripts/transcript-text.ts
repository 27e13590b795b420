// Bytes and line handling shared by every text parser: BOMs (UTF-8 and UTF-16, as Windows tools save), CRLF.

/** Decodes an uploaded file: UTF-16 when it starts with a UTF-16 BOM, else UTF-8. The BOM is dropped. */
export function decodeTranscript(content: string | Uint8Array): string {
  if (typeof content === 'string') return stripBom(content)
  if (content[0] === 0xff && content[1] === 0xfe) return new TextDecoder('utf-16le').decode(content)
  if (content[0] === 0xfe && content[1] === 0xff) return new TextDecoder('utf-16be').decode(content)
  return new TextDecoder('utf-8').decode(content)
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/** Lines without their terminators (\r\n, \r or \n); index i is line i + 1 of the file. */
export function toLines(content: string): string[] {
  return stripBom(content).split(/\r\n|\r|\n/)
}
