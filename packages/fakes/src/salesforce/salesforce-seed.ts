import type { FakeSalesforceStore } from './salesforce-store'

const STAGES: [string, boolean, boolean][] = [
  ['Prospecting', false, false],
  ['Qualification', false, false],
  ['Proposal/Price Quote', false, false],
  ['Negotiation/Review', false, false],
  ['Closed Won', true, true],
  ['Closed Lost', true, false],
]
const NAMES = ['Initech', 'Umbrella', 'Hooli', 'Vehement', 'Soylent', 'Tyrell']

/** A small deterministic org for `npm run start:sandbox`: the standard stages, users, accounts, opportunities, e-mails. */
export function seedSalesforceOrg(store: FakeSalesforceStore, userEmails: readonly string[], opportunities = 12): void {
  STAGES.forEach(([name, closed, won], i) => {
    store.insert('OpportunityStage', { ApiName: name, MasterLabel: name, IsActive: true, IsClosed: closed, IsWon: won, SortOrder: i + 1 })
  })
  const users = userEmails.map((email) => store.insert('User', { Name: email.split('@')[0], Email: email, IsActive: true }).Id)
  const accounts = NAMES.map((name, i) => {
    const id = store.insert('Account', {
      Name: name,
      Website: `https://www.${name.toLowerCase()}.example`,
      Industry: 'Software',
      OwnerId: users[i % users.length] ?? null,
    }).Id
    store.insert('Contact', { FirstName: 'Pat', LastName: name, Email: `pat@${name.toLowerCase()}.example`, Title: 'Director', AccountId: id })
    return id
  })
  for (let i = 0; i < opportunities; i++) {
    const [stage, closed] = STAGES[i % STAGES.length] as [string, boolean, boolean]
    const account = accounts[i % accounts.length] as string
    const opp = store.insert('Opportunity', {
      Name: `${NAMES[i % NAMES.length]} opportunity ${i + 1}`,
      AccountId: account,
      Amount: 10_000 + i * 2_500,
      StageName: stage,
      CloseDate: `2026-${String((i % 12) + 1).padStart(2, '0')}-15`,
      OwnerId: users[i % users.length] ?? null,
      IsClosed: closed,
      Type: i % 2 ? 'New Customer' : 'Existing Customer - Upgrade',
      NextStep: 'Follow-up call',
    }).Id
    store.insert('EmailMessage', {
      Subject: `Proposal ${i + 1}`,
      FromAddress: `pat@${(NAMES[i % NAMES.length] as string).toLowerCase()}.example`,
      ToAddress: userEmails[i % userEmails.length] ?? '',
      Incoming: true,
      MessageDate: new Date(Date.UTC(2026, 9, 1 + i)).toISOString().replace('Z', '+0000'),
      TextBody: 'Thanks for the proposal.',
      RelatedToId: opp,
    })
  }
}
