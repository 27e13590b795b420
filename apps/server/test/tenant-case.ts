/** One route called as a user of company A while naming company B's ids. */
export interface TenantCase {
  name: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  url: (b: OtherCompany) => string
  body?: (b: OtherCompany) => unknown
  /** For list answers that may succeed: the answer must not mention any of B's ids or names. */
  mayList?: boolean
}

export interface OtherCompany {
  companyId: number
  companyName: string
  userId: number
  userEmail: string
  /** The lowest id B has in a tenant table (e.g. `b.firstId('meetings')`); throws when B has no row there. */
  firstId(table: string): number
}
