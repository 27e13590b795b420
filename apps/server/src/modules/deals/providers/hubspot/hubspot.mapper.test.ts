import { describe, expect, it } from 'vitest'
import { hubspotFieldType, mapDeal, mapEmail, mapPipelines, noteBodyText, noteCreateBody } from './hubspot.mapper'

// A deal as HubSpot's list answers it: every property a string.
const DEAL = {
  id: '512',
  properties: {
    dealname: 'Acme renewal',
    amount: '15000',
    dealstage: 'appointmentscheduled',
    pipeline: 'default',
    closedate: '2025-06-30T00:00:00Z',
    hubspot_owner_id: '41629779',
    hs_lastmodifieddate: '2025-05-01T10:00:00.123Z',
    hs_object_id: '512',
    seats: '12',
    hs_next_step: '',
  },
  associations: { companies: { results: [{ id: '101' }] }, contacts: { results: [{ id: '7' }, { id: '8' }] } },
}

describe('HubSpot mapper', () => {
  it('maps a recorded deal: amount, close day, stage id, owner, company and contacts, custom fields', () => {
    expect(mapDeal(DEAL, [{ name: 'seats', label: 'Seats', type: 'number' }], 'https://app.hubspot.com/contacts/62515')).toMatchObject({
      crmId: '512',
      name: 'Acme renewal',
      amount: 15000,
      closeDate: '2025-06-30',
      stageCrmId: 'appointmentscheduled',
      nextStep: null,
      ownerCrmId: '41629779',
      accountCrmId: '101',
      contactCrmIds: ['7', '8'],
      customFields: { seats: 12 },
      crmUrl: 'https://app.hubspot.com/contacts/62515/deal/512',
      updatedAt: new Date('2025-05-01T10:00:00.123Z'),
    })
  })

  it.each([
    ['', null],
    ['abc', null],
    ['0', 0],
  ])('amount %j → %j', (amount, expected) => {
    expect(mapDeal({ ...DEAL, properties: { ...DEAL.properties, amount } }, [], null).amount).toBe(expected)
  })

  it('stage groups come from the string metadata: closed at probability 1 is won, closed below is lost', () => {
    const stages = mapPipelines([
      {
        id: 'default',
        stages: [
          { id: 'a', label: 'Open', displayOrder: 0, metadata: { isClosed: 'false', probability: '0.2' } },
          { id: 'w', label: 'Won', displayOrder: 1, metadata: { isClosed: 'true', probability: '1.0' } },
          { id: 'l', label: 'Lost', displayOrder: 2, metadata: { isClosed: 'true', probability: '0.0' } },
        ],
      },
    ])
    expect(stages.map((s) => s.group)).toEqual(['open', 'won', 'lost'])
  })

  it('e-mail headers give the addresses; a broken header string gives none', () => {
    const e = mapEmail({
      id: '9',
      properties: {
        hs_timestamp: '1714600000000',
        hs_email_direction: 'EMAIL',
        hs_email_headers: '{"from":{"email":"A@x.example"},"to":[{"email":"b@y.example"}]}',
      },
    })
    expect(e).toMatchObject({ fromEmail: 'a@x.example', toEmails: ['b@y.example'], direction: 'OUTGOING_EMAIL', sentAt: new Date(1714600000000) })
    expect(mapEmail({ id: '10', properties: { hs_email_headers: '{oops' } }).toEmails).toEqual([])
  })

  it.each([
    ['number', 'number'],
    ['datetime', 'date'],
    ['bool', 'boolean'],
    ['enumeration', 'enum'],
    ['geo_point', 'text'],
  ])('property type %s → %s', (type, expected) => {
    expect(hubspotFieldType(type)).toBe(expected)
  })
})

describe('the insights note (POST /crm/v3/objects/notes)', () => {
  it('is escaped HTML, one paragraph per line, associated with the deal (type 214), stamped with the call time', () => {
    const text = 'Summary: <b>pilot</b> & "budget"\nAction item (Riley): send it [00:04:10]'
    const body = noteCreateBody({ dealCrmId: '512', text, at: new Date('2026-11-02T15:00:00Z') })
    expect(body).toEqual({
      properties: {
        hs_timestamp: '2026-11-02T15:00:00.000Z',
        hs_note_body: '<p>Summary: &lt;b&gt;pilot&lt;/b&gt; &amp; &quot;budget&quot;</p><p>Action item (Riley): send it [00:04:10]</p>',
      },
      associations: [{ to: { id: '512' }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 214 }] }],
    })
    expect(noteBodyText(body.properties.hs_note_body)).toBe(text)
  })
})
