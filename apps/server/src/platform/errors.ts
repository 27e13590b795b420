import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import type { TApiError } from '@parley/shared/schemas/errors'

type FieldError = { field: string; message: string }

/** An error a route answers with: the one error shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message)
  }
}

export const badRequest = (message: string, fields?: FieldError[]) => new AppError(400, 'bad_request', message, fields)
export const unauthorized = (message = 'Unauthorized') => new AppError(401, 'unauthorized', message)
export const forbidden = (message = 'You do not have access to this.') => new AppError(403, 'forbidden', message)
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message)

export function errorBody(code: string, message: string, fields?: FieldError[]): TApiError {
  return { error: fields?.length ? { code, message, fields } : { code, message } }
}

/** Turns zod issues into field errors a person can read ("email: Invalid email address"). */
function zodFields(err: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(err)) return []
  return err.validation.map((v) => {
    const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const keys = (v.params as { keys?: unknown } | undefined)?.keys
    if (v.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      const names = keys.map((k) => (where ? `${where}.${String(k)}` : String(k)))
      return { field: names.join(','), message: `Unknown field: ${names.join(', ')}` }
    }
    return { field: where || (err.validationContext ?? 'body'), message: v.message ?? 'Invalid value' }
  })
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.fields))
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = zodFields(err)
      const first = fields[0]
      const message = first ? `${first.field}: ${first.message}` : 'Invalid request'
      return reply.status(400).send(errorBody('validation_failed', message, fields))
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody('malformed_json', 'The request body is not valid JSON.'))
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorBody('unsupported_media_type', 'Send the request body as application/json.'))
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(errorBody('bad_request', err.message))
    }
    if (isResponseSerializationError(err)) request.log.error({ err: err.cause }, 'response did not match its schema')
    else request.log.error({ err }, 'unhandled error')
    return reply.status(500).send(errorBody('internal', 'Something went wrong. Please try again.'))
  })
}
