import { describe, expect, it } from 'vitest'
import { type MenuViewer, meetingMenu, showDeleteDownloadMenu } from './meeting-menu'

const base: MenuViewer = { email: 'riley@northwind.example', user_role: 'user', policy: 'edit', delete_meeting_allowed: false, calendar_integrated: true }
const invited = ['Riley@northwind.example', 'pat@prospect.example']
const notInvited = ['pat@prospect.example']

describe('showDeleteDownloadMenu', () => {
  it('"policy is view and delete_meeting_allowed and calendar_integrated and the user\'s email is among the calendar event emails"', () => {
    const v = { ...base, policy: 'view' as const, delete_meeting_allowed: true }
    expect(showDeleteDownloadMenu(v, invited)).toBe(true)
    expect(showDeleteDownloadMenu({ ...v, calendar_integrated: false }, invited)).toBe(false)
    expect(showDeleteDownloadMenu({ ...v, delete_meeting_allowed: false }, invited)).toBe(false)
    expect(showDeleteDownloadMenu(v, notInvited)).toBe(false)
    expect(showDeleteDownloadMenu({ ...v, user_role: 'company_admin' }, notInvited)).toBe(false)
  })

  it('"policy is edit and (the user is company_admin, or delete_meeting_allowed and the user\'s email is among the event emails)"', () => {
    expect(showDeleteDownloadMenu({ ...base, user_role: 'company_admin' }, notInvited)).toBe(true)
    expect(showDeleteDownloadMenu({ ...base, delete_meeting_allowed: true, calendar_integrated: false }, invited)).toBe(true)
    expect(showDeleteDownloadMenu({ ...base, delete_meeting_allowed: true }, notInvited)).toBe(false)
    expect(showDeleteDownloadMenu(base, invited)).toBe(false)
  })
})

describe('meetingMenu', () => {
  it('"Download item: company_admin only. Delete item: everyone who sees the menu."', () => {
    expect(meetingMenu({ ...base, user_role: 'company_admin' }, notInvited)).toEqual({
      showMenu: true,
      canDelete: true,
      canDownload: true,
      superAdminDelete: false,
    })
    expect(meetingMenu({ ...base, delete_meeting_allowed: true }, invited)).toEqual({
      showMenu: true,
      canDelete: true,
      canDownload: false,
      superAdminDelete: false,
    })
  })
  it('"A separate \'Delete Meeting\' action is for super_admin only."', () => {
    expect(meetingMenu({ ...base, user_role: 'super_admin' }, notInvited).superAdminDelete).toBe(true)
    expect(meetingMenu({ ...base, user_role: 'company_admin' }, notInvited).superAdminDelete).toBe(false)
  })
  it('shows nothing on a shared page', () => {
    expect(meetingMenu({ ...base, user_role: 'company_admin' }, invited, true).showMenu).toBe(false)
  })
})
