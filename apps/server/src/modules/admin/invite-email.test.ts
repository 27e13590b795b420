import { describe, expect, it } from 'vitest'
import { inviteEmail } from './invite-email'

describe('invite e-mail', () => {
  const mail = inviteEmail({
    name: 'Rae <Rep>',
    email: 'rae@northwind.example',
    company: 'Northwind Analytics',
    inviterName: 'Avery Admin',
    signInUrl: 'https://parley.example/login',
  })

  it('names the inviter and company and carries the sign-in link', () => {
    expect(mail.subject).toBe('Avery Admin invited you to Northwind Analytics on Parley')
    expect(mail.text).toContain('https://parley.example/login')
    expect(mail.text).toContain('rae@northwind.example')
  })

  it('escapes names in the HTML part', () => {
    expect(mail.html).toContain('Rae &#60;Rep&#62;')
    expect(mail.html).not.toContain('<Rep>')
  })
})
