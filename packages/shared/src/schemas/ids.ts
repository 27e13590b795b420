import { z } from 'zod'

const MAX_ID = 2_147_483_647

/** A row id in a query or a body: a positive whole number (text is read as a number), named in its messages. */
export const ZId = (what: string) =>
  z.coerce
    .number<string | number>({ error: `The ${what} id must be a number.` })
    .int(`The ${what} id must be a whole number.`)
    .positive(`The ${what} id must be a positive number.`)
    .max(MAX_ID, `The ${what} id is too large.`)
