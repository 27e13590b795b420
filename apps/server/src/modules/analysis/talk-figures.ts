import type { TSegment } from '@parley/shared/schemas/analysis'
import type { TTalkSummary } from '@parley/shared/schemas/meeting-upload'
import { talkStats } from '@parley/shared/rules/talk-stats'
import { nameKey } from '../transcripts'
import type { CallParticipant } from './analysis.repository'

export interface TalkFigures {
  /** Talk time (0.1 s resolution, in ms) and words per stored participant, matched to speakers by name. */
  participants: { participantId: number; talkTimeMs: number; wordCount: number }[]
  /** What processing_info.talk keeps: ratio, longest monologues and question counts. */
  summary: TTalkSummary
}

/** The shared talk-stats rule applied to a call, shaped for storage. A participant who never spoke gets 0. */
export function talkFigures(segments: TSegment[], participants: CallParticipant[]): TalkFigures {
  const stats = talkStats(segments)
  const bySpeaker = new Map<string, { talkMs: number; wordCount: number }>()
  for (const s of stats.speakers) {
    const key = nameKey(s.speaker)
    const seen = bySpeaker.get(key)
    bySpeaker.set(key, { talkMs: (seen?.talkMs ?? 0) + s.talkMs, wordCount: (seen?.wordCount ?? 0) + s.wordCount })
  }
  return {
    participants: participants.map((p) => {
      const hit = bySpeaker.get(nameKey(p.name))
      return { participantId: p.id, talkTimeMs: hit?.talkMs ?? 0, wordCount: hit?.wordCount ?? 0 }
    }),
    summary: {
      talkRatio: stats.talkRatio,
      longestMonologue: stats.longestMonologue,
      longestMonologueBySide: stats.longestMonologueBySide,
      questions: stats.questions,
    },
  }
}
