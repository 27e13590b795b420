import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api'
import { BOT_CONTROL_TEXT, botControlNotice } from './botControlNotice'

describe('the in-call buttons’ answers', () => {
  it("204 → 'Notetaker sent!' / 'Notetaker removed!' and the page reloads", () => {
    expect(botControlNotice('send', { conflict: undefined })).toEqual({ kind: 'success', text: 'Notetaker sent!', reload: true })
    expect(botControlNotice('remove', { conflict: undefined })).toEqual({ kind: 'success', text: 'Notetaker removed!', reload: true })
  })

  it('"Status 200 carries a message that is shown as an info notice (a conflict case)"', () => {
    expect(botControlNotice('send', { conflict: 'The notetaker is already in this call.' })).toEqual({
      kind: 'info',
      text: 'The notetaker is already in this call.',
      reload: false,
    })
  })

  it('"Send or remove with 400 or 404 shows the server text"', () => {
    for (const status of [400, 404]) {
      expect(botControlNotice('remove', { error: new ApiError(status, 'x', 'The notetaker is not in this call.') })).toEqual({
        kind: 'error',
        text: 'The notetaker is not in this call.',
        reload: false,
      })
    }
  })

  it.each([
    ['a 502 from the notetaker service', new ApiError(502, 'notetaker_unavailable', 'The notetaker service refused or failed: 503')],
    ['a 500', new ApiError(500, 'internal', 'Something went wrong.')],
    ['a 403', new ApiError(403, 'forbidden', 'No.')],
    ['the network', new TypeError('Failed to fetch')],
  ])("\"Anything else shows 'Notetaker couldn't be sent, please try again!'\": %s", (_label, error) => {
    expect(botControlNotice('send', { error })).toEqual({ kind: 'error', text: BOT_CONTROL_TEXT.failed, reload: false })
    expect(BOT_CONTROL_TEXT.failed).toBe("Notetaker couldn't be sent, please try again!")
  })
})
