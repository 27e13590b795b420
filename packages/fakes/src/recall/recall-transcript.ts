/**
 * A short sales conversation in Recall's transcript JSON (parts per participant, words with relative seconds). Its
 * lines follow each other closely, or are spread evenly over `spanSeconds` when the recording is longer than that.
 */
export function sampleRecallTranscript(startedAt: Date, people: { name: string; email: string | null }[], spanSeconds = 0): unknown[] {
  const rep = people[0] ?? { name: 'Riley Rep', email: null }
  const buyer = people[1] ?? { name: 'Jane Buyer', email: null }
  const lines: [typeof rep, string][] = [
    [rep, 'Thanks for joining today. Shall we start with what prompted the call?'],
    [buyer, 'Sure. Our team loses track of follow-ups after demos, and the pricing of our current tool is too high.'],
    [rep, 'Understood. How many reps would use it, and who else signs off on the budget?'],
    [buyer, 'About twenty reps. Our finance lead approves anything above ten thousand a year.'],
    [rep, 'Great. As a next step I will send a proposal by Friday and set up a call with your finance lead.'],
    [buyer, 'That works for us. Please include the security review documents as well.'],
  ]
  const slot = spanSeconds / lines.length
  let t = 2
  return lines.map(([who, text], i) => {
    const start = Math.max(t, i * slot)
    const end = start + Math.max(3, text.split(' ').length * 0.4)
    t = end + 1
    const at = (s: number) => ({ relative: Math.round(s * 100) / 100, absolute: new Date(startedAt.getTime() + s * 1000).toISOString() })
    return {
      participant: { id: who === rep ? 100 : 200, name: who.name, is_host: who === rep, platform: 'desktop', extra_data: null, email: who.email },
      words: [{ text, start_timestamp: at(start), end_timestamp: at(end) }],
    }
  })
}
