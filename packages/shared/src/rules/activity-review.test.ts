import { describe, expect, it } from 'vitest'
import { ACTIVITY_GROUP_LABELS, ACTIVITY_REVIEW_COLUMNS, ACTIVITY_REVIEW_SORT_FIELDS, defaultActivityGroup } from './activity-review'

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
