import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

async function* asLines(items: AsyncIterable<unknown>): AsyncGenerator<string> {
  for await (const item of items) yield `${JSON.stringify(item)}\n`
}

/**
 * Answers with newline-delimited JSON, each item sent as it comes: not cached, and not held back by a buffering proxy.
 */
export function sendNdjson(reply: FastifyReply, items: AsyncIterable<unknown>): FastifyReply {
  return reply
    .header('content-type', 'application/x-ndjson; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(Readable.from(asLines(items)))
}
