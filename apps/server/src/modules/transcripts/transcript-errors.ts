import type { TranscriptFormat } from './transcript-types'

/**
 * A transcript file Parley cannot read. `line` is 1-based in the file as uploaded (null when the problem has no
 * line, e.g. an empty file or a JSON value found by its path); `format` is null when the format is unknown.
 */
export class TranscriptParseError extends Error {
  readonly format: TranscriptFormat | null
  readonly line: number | null
  readonly reason: string

  constructor(args: { format: TranscriptFormat | null; line: number | null; reason: string }) {
    super(args.line === null ? args.reason : `Line ${args.line}: ${args.reason}`)
    this.name = 'TranscriptParseError'
    this.format = args.format
    this.line = args.line
    this.reason = args.reason
  }
}
