import { CALL_CONTROL_CUES } from './call-control-cues'
import { DISCOVERY_CUES } from './discovery-cues'
import { QUALIFICATION_CUES } from './qualification-cues'
import type { SignalCues } from './signal-cues'

/**
 * The library's default cue lexicons, by checklist unique_name. They are copied into each company's checklist
 * definitions (properties.cues), where they can be edited; the analyzer falls back to these only for a signal
 * that carries no cues of its own. General sales language, nothing specific to one company's product.
 */
export const DEFAULT_SIGNAL_CUES: Readonly<Record<string, SignalCues>> = { ...DISCOVERY_CUES, ...CALL_CONTROL_CUES, ...QUALIFICATION_CUES }
