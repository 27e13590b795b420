import { describe, expect, it } from 'vitest'
import { agendaOptions, agendaUpdatedMessage, isSameAgenda, isSelectableAgenda, SAME_AGENDA_MESSAGE, signalAppliesToCall } from './agenda'

describe("agenda options — \"Agenda options exclude empty, 'nil' and 'all'.\"", () => {
  it.each([
    ['Discovery', true],
    ['Weekly sync', true],
    ['', false],
    ['  ', false],
    ['nil', false],
    ['NIL', false],
    ['all', false],
    [null, false],
  ])('%s → %s', (value, ok) => {
    expect(isSelectableAgenda(value)).toBe(ok)
  })

  it('lists distinct options in order', () => {
    expect(agendaOptions(['Intro', 'nil', 'Discovery', 'intro', null, 'all', 'Demo'])).toEqual(['Intro', 'Discovery', 'Demo'])
  })
})

describe('same agenda — "choosing the same agenda as the current one is rejected with an orange warning"', () => {
  it.each([
    ['Discovery', 'Discovery', true],
    ['Discovery', ' discovery ', true],
    [null, null, true],
    [null, 'Discovery', false],
    ['Discovery', null, false],
    ['Discovery', 'Demo', false],
  ])('%s → %s: %s', (a, b, same) => {
    expect(isSameAgenda(a, b)).toBe(same)
  })

  it('carries the spec wording', () => {
    expect(SAME_AGENDA_MESSAGE).toBe('Please select a different agenda than the previous one.')
  })
})

describe('success toast — "Agenda updated to ..."; \'No Agenda\' sends null', () => {
  it('names the agenda, or No Agenda', () => {
    expect(agendaUpdatedMessage('Demo')).toBe('Agenda updated to Demo')
    expect(agendaUpdatedMessage(null)).toBe('Agenda updated to No Agenda')
  })
})

describe('signalAppliesToCall — "Changing the agenda re-creates the checklist" with the signals of that agenda', () => {
  const discovery = { agendaTypes: ['Intro', 'Discovery'], callFunctions: [] }
  const opening = { agendaTypes: [], callFunctions: ['AE', 'BDR'] }
  it.each([
    [discovery, 'Discovery', null, true],
    [discovery, 'discovery', null, true],
    [discovery, 'Pricing', null, false],
    [discovery, null, null, true],
    [discovery, 'nil', null, true],
    [discovery, 'Weekly sync', null, false],
    [opening, 'Weekly sync', 'AE', true],
    [opening, 'Demo', 'CSM', false],
    [opening, 'Demo', null, true],
  ])('%o on agenda %s, function %s → %s', (signal, agendaType, repFunction, applies) => {
    expect(signalAppliesToCall(signal, { agendaType, repFunction })).toBe(applies)
  })
})
