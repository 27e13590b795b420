import { describe, expect, it } from 'vitest'
import {
  ACTIVITY_GROUP_LABELS,
  ACTIVITY_REVIEW_COLUMNS,
  ACTIVITY_REVIEW_SORT_FIELDS,
  activityReviewColumns,
  defaultActivityGroup,
  latestActivity,
} from './activity-review'

describe('"Activity Review: a Manager / Team toggle; rows per manager or rep"', () => {
  it('"group manager or rep" are the Manager and Team views', () => {
    expect(ACTIVITY_GROUP_LABELS).toEqual({ manager: 'Manager', rep: 'Team' })
  })

  it('Myself opens on the Team view, every wider scope on the Manager view', () => {
    expect(defaultActivityGroup('user')).toBe('rep')
    expect(defaultActivityGroup('team')).toBe('manager')
    expect(defaultActivityGroup('company_admin')).toBe('manager')
  })
})

describe('"Activity review row: name, team_members, activity (datetime, event), notetaker_adoption, checklist_adoption, crm_updates, ama_questions, calls."', () => {
  it('has one column per field, in that order', () => {
    expect(ACTIVITY_REVIEW_COLUMNS.map((c) => c.field)).toEqual([
      'name',
      'team_members',
      'activity',
      'notetaker_adoption',
      'checklist_adoption',
      'crm_updates',
      'ama_questions',
      'calls',
    ])
  })

  it('every column but the team list sorts', () => {
    expect(ACTIVITY_REVIEW_SORT_FIELDS).toEqual(['name', 'activity', 'notetaker_adoption', 'checklist_adoption', 'crm_updates', 'ama_questions', 'calls'])
  })
})

describe('"activity (datetime, event)"', () => {
  it('is the latest of the recorded call, the question and the CRM update', () => {
    expect(latestActivity({ call: '2026-10-01T10:00:00Z', question: '2026-10-03T08:00:00Z', crm: '2026-10-02T09:00:00Z' })).toEqual({
      datetime: '2026-10-03T08:00:00.000Z',
      event: 'Asked a question',
    })
    expect(latestActivity({ call: null, question: null, crm: '2026-10-02T09:00:00+02:00' })).toEqual({
      datetime: '2026-10-02T07:00:00.000Z',
      event: 'Updated the CRM',
    })
  })

  it('a tie goes to the call, then the question; nothing in the range is null', () => {
    const at = '2026-10-01T10:00:00.000Z'
    expect(latestActivity({ call: at, question: at, crm: at })?.event).toBe('Recorded a call')
    expect(latestActivity({ call: null, question: at, crm: at })?.event).toBe('Asked a question')
    expect(latestActivity({ call: null, question: null, crm: null })).toBeNull()
  })
})

describe('"a Manager / Team toggle": the columns of each view', () => {
  it("the Team view names the rep's manager where the Manager view lists the team", () => {
    expect(activityReviewColumns('manager').map((c) => c.field)[1]).toBe('team_members')
    const team = activityReviewColumns('rep').map((c) => c.field)
    expect(team[1]).toBe('manager_name')
    expect(team.slice(2)).toEqual(ACTIVITY_REVIEW_COLUMNS.slice(2).map((c) => c.field))
  })
})
