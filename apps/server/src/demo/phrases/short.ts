// Calls under a minute: a reschedule, a bad line, a no-show. Each script is a list of [speaker, template].

export type ShortLine = readonly ['rep' | 'prospect', string]

export const SHORT_CALLS: readonly (readonly ShortLine[])[] = [
  [
    ['rep', "[Hi|Hey] {prospect}, [it's|this is] {rep} [from|with] {company}. [Is now still a good time|Are we still on]?"],
    [
      'prospect',
      "[Oh|Ah], [sorry|I'm so sorry], [something came up|I got pulled into an escalation|I'm double-booked]. [Can we|Could we] [push|move] [this|it] [to|until] {weekday}?",
    ],
    ['rep', "[Of course|No problem|Sure thing]. [I'll|I will] [send|shoot over] [a new invite|a couple of options] [right now|after this]."],
    ['prospect', '[Thanks|Thank you], [appreciate it|sorry again]. [Bye|Talk then].'],
  ],
  [
    ['rep', '[Hello|Hi]? {prospect}, [can you hear me|are you there]?'],
    ['prospect', "[I can|Yes I can], [barely|sort of]... [you're|you are] [breaking up|really choppy]."],
    ['rep', "[Let me|I'll] [drop and rejoin|try dialing in] [from|on] [my phone|another link]. [One second|Give me a sec]."],
  ],
  [
    [
      'rep',
      "[Hey|Hi] {prospect}, [thanks for|thanks for jumping on]. [I know|I know we said] [we only have|it's just] [fifteen minutes|a quick one] [today|].",
    ],
    [
      'prospect',
      "[Actually|Honestly], [I'm going to|I have to] [cut this short|drop], [our CEO|my boss] [just called|wants me] [in|for] [a meeting|something urgent]. [E-mail me|Send me an e-mail] [and we'll|and I'll] [reschedule|find time]?",
    ],
    ['rep', '[Absolutely|Will do]. [Good luck|Talk soon]!'],
  ],
  [
    ['rep', '[Hi|Hello], [is this|am I speaking with] {prospect}?'],
    ['prospect', "[Yes|Speaking], [who's this|who is calling]?"],
    [
      'rep',
      "[It's|This is] {rep} [from|at] {company}. [We|I] [help|work with] [teams like yours|{industry} companies] [with|on] {painArea}. [Do you have|Got] [thirty seconds|a minute]?",
    ],
    ['prospect', "[Not really|Not right now], [sorry|I'm driving]. [Send me|Just send] [something|an e-mail] [and I'll look|and I'll take a look]."],
    ['rep', '[Will do|Sure], [thanks|thank you] {prospect}!'],
  ],
  [
    [
      'rep',
      "[Looks like|Seems like] [it's just us|nobody else has joined] [so far|yet]. [Should we|Shall we] [give it|wait] [a couple of minutes|two more minutes]?",
    ],
    ['rep', "[Okay|Alright], [I'll|I will] [e-mail|ping] [them|{prospect}] [and|to] [reschedule|find another time]."],
  ],
]
