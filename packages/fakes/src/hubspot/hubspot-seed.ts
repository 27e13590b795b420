import type { FakeHubSpotStore } from './hubspot-store'

export interface HubSpotSeedSize {
  companies: number
  contactsPerCompany: number
  deals: number
  emails: number
}

const STAGES = ['appointmentscheduled', 'qualifiedtobuy', 'presentationscheduled', 'decisionmakerboughtin', 'contractsent', 'closedwon', 'closedlost']
const TYPES = ['newbusiness', 'existingbusiness']
const WORDS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vehement', 'Soylent', 'Stark', 'Wayne', 'Wonka', 'Tyrell', 'Cyberdyne']

/**
 * Fills a portal deterministically (no randomness): owners for the given e-mails, companies with domains and
 * contacts, deals spread over the pipeline with a custom property, and e-mails logged against deals. The sandbox
 * uses a small size, bench/crm-sync.ts the benchmark one.
 */
export function seedHubSpotPortal(store: FakeHubSpotStore, ownerEmails: readonly string[], size: HubSpotSeedSize): void {
  const owners = ownerEmails.map((email) => {
    const [first = 'Rep', last = 'Owner'] = email.split('@')[0]?.split('.') ?? []
    return store.addOwner({ email, firstName: first, lastName: last }).id
  })
  if (!store.dealProperties.some((p) => p.name === 'seats')) store.addDealProperty({ name: 'seats', label: 'Seats', type: 'number', fieldType: 'number' })
  const companies: string[] = []
  const contactsOf: string[][] = []
  for (let i = 0; i < size.companies; i++) {
    const name = `${WORDS[i % WORDS.length]} ${Math.floor(i / WORDS.length) + 1}`
    const domain = `${name.toLowerCase().replace(/\s+/g, '-')}.example`
    const id = store.create('companies', { name, domain, industry: i % 2 ? 'Software' : 'Manufacturing', hubspot_owner_id: owners[i % owners.length] ?? '' }).id
    companies.push(id)
    const people: string[] = []
    for (let c = 0; c < size.contactsPerCompany; c++) {
      people.push(
        store.create(
          'contacts',
          { firstname: `Contact${c}`, lastname: name, email: `contact${c}@${domain}`, jobtitle: c === 0 ? 'VP Sales' : 'Manager' },
          { companies: [id] },
        ).id,
      )
    }
    contactsOf.push(people)
  }
  const deals: string[] = []
  const day = 86_400_000
  const base = Date.UTC(2026, 0, 1)
  for (let i = 0; i < size.deals; i++) {
    const ci = companies.length === 0 ? -1 : i % companies.length
    const stage = STAGES[i % STAGES.length] as string
    deals.push(
      store.create(
        'deals',
        {
          dealname: `${ci >= 0 ? store.get('companies', companies[ci] as string)?.properties.name : 'Deal'} — opportunity ${i + 1}`,
          amount: String(5_000 + ((i * 7919) % 200) * 500),
          closedate: new Date(base + (i % 365) * day).toISOString(),
          dealstage: stage,
          pipeline: 'default',
          dealtype: TYPES[i % TYPES.length] as string,
          hs_next_step: i % 3 === 0 ? 'Schedule the next call' : '',
          description: i % 5 === 0 ? 'Champion identified; budget pending.' : '',
          hubspot_owner_id: owners[i % owners.length] ?? '',
          hs_is_closed: String(stage.startsWith('closed')),
          seats: String(10 + (i % 90)),
        },
        ci >= 0 ? { companies: [companies[ci] as string], contacts: (contactsOf[ci] ?? []).slice(0, 2) } : {},
      ).id,
    )
  }
  for (let i = 0; i < size.emails; i++) {
    const di = deals.length === 0 ? -1 : i % deals.length
    const ci = companies.length === 0 ? -1 : di >= 0 ? di % companies.length : i % companies.length
    const incoming = i % 2 === 0
    const prospect = `contact0@${store.get('companies', companies[ci] as string)?.properties.domain ?? 'prospect.example'}`
    const rep = ownerEmails[i % Math.max(ownerEmails.length, 1)] ?? 'rep@parley.example'
    store.create(
      'emails',
      {
        hs_timestamp: new Date(base + (i % 300) * day + (i % 24) * 3_600_000).toISOString(),
        hs_email_direction: incoming ? 'INCOMING_EMAIL' : 'EMAIL',
        hs_email_status: 'SENT',
        hs_email_subject: incoming ? `Re: next steps (${i + 1})` : `Following up (${i + 1})`,
        hs_email_text: incoming ? 'Thanks, let us talk next week.' : 'Sharing the proposal as discussed.',
        hs_email_headers: JSON.stringify({ from: { email: incoming ? prospect : rep }, to: [{ email: incoming ? rep : prospect }], cc: [] }),
        hubspot_owner_id: owners[i % owners.length] ?? '',
      },
      { ...(di >= 0 ? { deals: [deals[di] as string] } : {}), ...(ci >= 0 ? { companies: [companies[ci] as string] } : {}) },
    )
  }
}
