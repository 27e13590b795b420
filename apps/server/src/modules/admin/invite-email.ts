// The invite e-mail ("the invite e-mail through the mail module with a sign-in link").

export interface InviteEmailInput {
  name: string
  email: string
  company: string
  inviterName: string
  signInUrl: string
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function inviteEmail(i: InviteEmailInput): { subject: string; text: string; html: string } {
  const subject = `${i.inviterName} invited you to ${i.company} on Parley`
  const text = [
    `Hello ${i.name},`,
    '',
    `${i.inviterName} invited you to join ${i.company} on Parley, where your team's sales calls are recorded, transcribed and summarised.`,
    '',
    `Sign in with your work Google or Microsoft account (${i.email}):`,
    i.signInUrl,
    '',
    'Parley',
  ].join('\n')
  const html = [
    `<p>Hello ${escapeHtml(i.name)},</p>`,
    `<p>${escapeHtml(i.inviterName)} invited you to join ${escapeHtml(i.company)} on Parley, where your team's sales calls are recorded, transcribed and summarised.</p>`,
    `<p>Sign in with your work Google or Microsoft account (${escapeHtml(i.email)}):<br><a href="${escapeHtml(i.signInUrl)}">${escapeHtml(i.signInUrl)}</a></p>`,
    '<p>Parley</p>',
  ].join('\n')
  return { subject, text, html }
}
