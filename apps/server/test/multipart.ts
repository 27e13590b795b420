import { randomBytes } from 'node:crypto'

export interface MultipartFile {
  filename: string
  contentType: string
  content: Buffer | string
}

/** A multipart/form-data body for app.inject: text fields first, then files, as browsers send a form. */
export function multipart(fields: Record<string, string>, files: Record<string, MultipartFile> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----parley${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
