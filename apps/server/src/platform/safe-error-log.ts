// What an error log line may carry. A failed statement's SQL and parameters, and PostgreSQL's `detail`
// ("Key (email)=(…) already exists"), hold what users typed, so they never reach the log: the SQLSTATE code,
// the constraint, table and column say enough to find the fault.

const MAX_CAUSES = 5
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const

type Logged = { type: string; message: string; stack: string; cause?: Logged } & Record<string, unknown>

function isFailedQuery(err: Error): boolean {
  return 'query' in err && 'params' in err
}

/** PostgreSQL puts the offending value after a colon ('invalid input syntax for type integer: "abc"'). */
function isDatabaseError(err: Error): boolean {
  return 'severity' in err && 'code' in err
}

function messageOf(err: Error): string {
  if (isFailedQuery(err)) return 'Failed query (statement and parameters withheld)'
  if (isDatabaseError(err)) return err.message.replace(/: .*$/s, ': (value withheld)')
  return err.message
}

/** The stack without its first line(s), which repeat the message. */
function framesOf(err: Error): string {
  const at = err.stack?.indexOf('\n    at ') ?? -1
  return at >= 0 ? `${err.name}${err.stack?.slice(at)}` : err.name
}

/** A pino `err` serializer that keeps the type, message, code and frames, and drops SQL, parameters and details. */
export function safeErrorSerializer(value: unknown, depth = 0): Logged {
  if (!(value instanceof Error)) return { type: typeof value, message: String(value).slice(0, 200), stack: '' }
  const logged: Logged = {
    type: value.name,
    message: messageOf(value),
    stack: framesOf(value),
  }
  const fields = value as unknown as Record<string, unknown>
  for (const key of DATABASE_FIELDS) {
    const field = fields[key]
    if (typeof field === 'string' || typeof field === 'number') logged[key] = field
  }
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode
  if (value.cause !== undefined && depth < MAX_CAUSES) logged.cause = safeErrorSerializer(value.cause, depth + 1)
  return logged
}
