import type { CompanyProfile } from './companies'
import type { CallType, SpeakerSide } from './types'

// Who is in one generated call and what it is about: what the conversation and its slots are built from.

/** Someone who talks in a call. Rate and chattiness make each voice a little different. */
export interface Speaker {
  name: string
  firstName: string
  email: string | null
  userId: number | null
  side: SpeakerSide
  /** Words per second. */
  rate: number
  /** Disfluency habit, 0..1. */
  chatty: number
}

export interface DealBrief {
  name: string
  account: string
  stage: string
  amount: number
  competitor: string | null
}

export interface CallContext {
  callType: CallType
  company: CompanyProfile
  /** Seller side; the first leads the call. */
  reps: Speaker[]
  /** Buyer side; the first is the main contact. Empty for internal calls. */
  prospects: Speaker[]
  account: { name: string; industry: string; region: string } | null
  deal: DealBrief | null
  /** Deals discussed on internal calls. */
  teamDeals: DealBrief[]
  /** Planned length of the conversation. */
  targetSec: number
  shape: 'normal' | 'short' | 'silent'
  /** Rep skill 0..1: how well objections get handled and whether next steps get booked. */
  skill: number
}
