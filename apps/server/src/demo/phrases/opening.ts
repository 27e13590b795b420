// Openings, agendas and closings. Slots: see transcripts.ts (callSlots).

/** Greeting pairs: the rep's hello and a reply that fits it. */
export const GREETINGS: readonly (readonly [string, string])[] = [
  [
    "[Hi|Hey|Hello|Good morning|Good afternoon] {prospect}, [how are you|how are you doing|how's it going|how's your {weekday} going][ today|]?",
    '[Good|Pretty good|Not bad|Doing well|Busy but good], [thanks|thank you][, how about you|, you|]?',
  ],
  [
    '[Hey|Hi] {prospect}! [Can you hear me okay|Is my audio okay|Can you hear me alright]?',
    '[Hey|Hi] {rep}, [yeah|yes], I can hear you [fine|perfectly|loud and clear].',
  ],
  [
    "[Hi there|Hello], {prospect}, [thanks for making the time|thanks for jumping on|appreciate you taking the call][ today|]. [How are things|How's everything] [over at {account}|on your end]?",
    "[Hi|Hello] {rep}. [Crazy week|It's been a week|Long day already], [honestly|to be honest], but [good|all good].",
  ],
  [
    '[Morning|Afternoon], {prospect}. [Good to see you again|Nice to finally meet you|Great to connect].',
    "[Likewise|You too]. [Just got back from {city}|We just wrapped up our quarterly planning|It's finally quiet here today], [so|and] [good timing|perfect timing].",
  ],
  [
    "{prospect}, [hi|hello]! [Sorry I'm a minute late|Apologies for the late start], [my last call ran over|I was stuck on another call].",
    '[No worries|All good], [I just joined myself|I was a couple of minutes late too].',
  ],
  [
    '[Hey|Hi] {prospect}, [good to see you|thanks for joining]. [Is|Is the] [video|audio] [working|coming through] [okay|alright]?',
    "[Good, good|Yeah, good]. [Sorry|Apologies], [my camera is acting up|I'm on my laptop speakers], [bear with me|hopefully that's okay].",
  ],
]

/** Small-talk pairs. */
export const SMALL_TALK: readonly (readonly [string, string])[] = [
  [
    '[Did you|How did you] [get through|survive] [the storm|the heat|all that snow] [in {city}|out there][ this week|]?',
    "[Oh|Ha], [yeah|yes], [it was|it's been] [wild|a lot|pretty rough]. [We lost power for a day|The kids were home all week|Half the team was out].",
  ],
  [
    '[Any plans for the weekend|Anything fun planned for the weekend|Did you do anything fun over the weekend]?',
    '[Nothing much|Not a lot], [just|mostly] [soccer practice|yard work|catching up on sleep]. [You|How about you]?',
  ],
  [
    "I saw {account} [announced|posted about] [a new office in {city}|a big hire|the new product line] on LinkedIn[, congrats|, that's exciting|].",
    "[Yeah|Oh yeah], [thanks|thank you]! [It's been a busy quarter|We're growing fast], [which is kind of why we're talking|hence this call], [honestly|actually].",
  ],
  [
    'Were you at [SaaStr|Dreamforce|the {industry} summit|the conference in {city}] [last month|this year]? [I thought I saw|I think I saw] your team there.',
    '[I was|Yes, I was] there [for a day|for two days]. [Too many booths|Great sessions], [not enough coffee|terrible wifi].',
  ],
  [
    '[How was the trip to {city}|How was {city}]? [Last time we spoke|I remember] you [were heading out|had a trip coming up].',
    "[It was good|Good trip], [productive|long], [but|and] I'm [glad to be home|still jet-lagged].",
  ],
  [
    "[Is it|Is it still] [raining|sunny|cold] [in {city}|over there]? [Here|On my side] it's [been great|miserable|freezing].",
    "[Ha|Haha], [don't get me started|it's been unpredictable]. [Anyway|But anyway], [let's dive in|good to talk].",
  ],
  [
    "[How's|How is] [the new role|the new team|life since the reorg] [treating you|going]?",
    "[Good|Busy], [honestly|really]. [Still|I'm still] [learning where everything is|figuring out who does what], [but|and] [I like it|the team is great].",
  ],
  [
    '[Did you catch|Did you see] [the game|the match] [last night|on Sunday]?',
    '[I did|Oh, I did], [what a finish|painful to watch]. [My|Our] [whole team|office] [was|is] [still talking about it|in mourning].',
  ],
]

export const REP_AGENDA = [
  "[So|Okay so|Alright], [the plan for today|what I had in mind for the next {minutes} minutes|my thinking for today] [was to|is to] [learn a bit more about|understand] [how your team handles {painArea}|what's going on at {account}], [then|and then] [show you|walk you through] [how we approach it|a few things in {shortProduct}], and [leave time for|save time at the end for] [questions|next steps]. [Does that work|Sound good|Does that still work for you]?",
  "[Before we jump in|Just to set the stage], [we have|I have us down for] {minutes} minutes. [My goal|The goal] is [to see if there's a fit|to figure out if it makes sense to keep talking]. [If not|If it's not a fit], [I'll tell you|no hard feelings]. [Is there anything you want to make sure we cover|Anything you'd add to that]?",
  '[Last time|On our last call] we [talked about|covered] {painAny}. [Today|So today] I [thought we could|wanted to] [go deeper on|focus on] {feature} and [talk through|map out] [the rollout|what a pilot would look like|next steps]. [Anything changed since then|Has anything changed on your side]?',
]

export const PROSPECT_AGENDA_REPLY = [
  "[Yeah|Yes|Sure], that [works|sounds good|sounds great]. [I'd also like to|I'd add, I want to] [understand pricing|hear how you handle {integration}|talk about implementation time] [if we have time|at some point].",
  '[Perfect|Great|Works for me]. [I have a hard stop at the top of the hour|I might need to drop five minutes early], [just so you know|FYI].',
  "[Sounds good|Sure]. [Let's keep it tight|Let's keep an eye on time], [I have another call right after|I'm back-to-back today].",
  "[That's fine|That works]. [Honestly|To be honest], [the main thing for me|my main question] is [whether this actually fixes {painAny}|how this is different from {competitor}].",
]

export const REP_CLOSING = [
  "[Great|Awesome|Perfect], [thanks so much|thank you] {prospect}[, and {prospect2}|]. [Really appreciate the time|This was super helpful]. [I'll send|You'll get] [a recap|the notes and the deck] [later today|within the hour|by end of day].",
  "[Alright|Okay], [I'll let you go|I know we're at time]. [Thanks again|Thank you both], [talk {weekday}|see you next week|speak soon].",
  '[Thanks|Thank you], {prospect}. [Have a great rest of your day|Enjoy the weekend|Good luck with the board meeting]!',
  "[This was great|Really productive call]. [I'll get that invite out|I'll follow up on email] [right after this|shortly]. [Take care|Bye for now].",
]

export const PROSPECT_CLOSING = [
  '[Thanks|Thank you], {rep}. [Talk soon|Speak soon|Bye].',
  '[Sounds good|Great], [thanks|thank you] [both|everyone]. [Have a good one|Take care].',
  "[Perfect|Okay], [looking forward to it|I'll keep an eye out for the email]. [Bye|Bye now|Cheers].",
  '[Appreciate it|Thanks for walking us through it]. [Bye|Talk later].',
]

export const BACKCHANNEL = [
  'Mm-hmm.',
  'Right.',
  'Yeah.',
  'Got it.',
  'Okay.',
  'Sure.',
  'Makes sense.',
  'Yep.',
  'Interesting.',
  'Totally.',
  'Uh-huh.',
  'I see.',
  'Fair enough.',
  "That's helpful.",
  'Exactly.',
  'Oh, wow.',
  'Yeah, yeah.',
  'Right, right.',
  'Okay, great.',
  'Good to know.',
  'Hmm.',
  'Sure, sure.',
  'Yes.',
  'Absolutely.',
]

export const TECH_HICCUP = [
  '[Sorry|Sorry, sorry], [you cut out there|I lost you for a second|your audio froze]. [Could you say that again|Can you repeat the last part]?',
  '[Can everyone see my screen|Are you seeing my screen okay|Is the screen share coming through]?',
  '[Oops|Sorry], [I was on mute|I was muted the whole time]. [As I was saying|Anyway],',
  '[Hang on|One sec|Give me one second], [my laptop is|Zoom is|the wifi is] [acting up|being slow].',
]

export const TECH_HICCUP_REPLY = [
  '[Yep|Yes], [I can see it|looks good|all good now].',
  '[No problem|No worries]. [You were saying|You were talking about] {feature}.',
  "[Yeah|Yes], [we lost you for a sec|it froze for a moment], [but|and] [you're back|it's fine now].",
]

/** The agenda when a colleague (solutions engineer, CSM) joins the rep. */
export const REP_AGENDA_WITH_COLLEAGUE = [
  "[I've got|I brought] {rep2} [along|with me], [who leads|from] our [solutions|technical|customer success] team, [so we can get into the details|in case it gets technical]. [Agenda-wise|In terms of agenda], [I'm thinking|I'd suggest] [quick intros|a quick recap], [then|and then] [your questions|a demo], [then|and] next steps.",
  "[Quick intro first|Before we start]: {rep2} [is joining us|joined us] from [our solutions team|customer success], [and|and] [will take|can handle] [the technical questions|anything deep on {integration}]. [Then|After that] [I'd like to|let's] [cover|go through] [where you are|your priorities] and [agree next steps|map out next steps]. [Sound okay|Work for you]?",
]

/** Lead-ins a prospect puts before a question or request. */
export const PROSPECT_LEAD_IN = [
  'Quick question:',
  'One thing I wanted to ask:',
  '{rep},',
  'Also,',
  'Oh, and',
  'Before I forget,',
  'While I have you,',
  'Separate topic:',
]

/** Lead-ins a rep puts before a question, so the same question rarely sounds identical twice. */
export const QUESTION_LEAD_IN = [
  '[And|So|Okay, and] {prospect},',
  'Out of curiosity,',
  'Just so I understand,',
  'Quick follow-up on that:',
  'Can I ask,',
  'Building on that,',
  'Going back to {painArea} for a second,',
  "If you don't mind me asking,",
  'Related question:',
  'Before I forget,',
  "I'm curious,",
  '[Sorry|Okay], one more on that:',
  "That's really helpful.",
  'Got it, thanks.',
  "[Interesting|That's interesting].",
  'Let me dig in there.',
  'So {prospect}, [help me here|bear with me]:',
  'Thinking about {account},',
  '[Mm-hmm|Right], and',
  'Super helpful. [Next|Another] question:',
  'Switching gears a little,',
  'On a related note,',
  'That makes sense. [And|So]',
  'Let me ask it differently:',
  'I wrote that down. [Next|One more]:',
  'For my own understanding,',
  "Playing devil's advocate for a second,",
  'Zooming out a bit,',
  "If I put myself in {stakeholder}'s shoes,",
  'Thanks, {prospect}. [And|So]',
]

/** Lead-ins before an answer. */
export const ANSWER_LEAD_IN = [
  'Good question.',
  'Hmm, let me think.',
  'So,',
  'Honestly?',
  "That's a fair question.",
  'Off the top of my head,',
  "I'd have to double-check, but",
  'Yeah, so',
  'Great question, actually.',
  'Right, so',
  'Ooh, okay.',
  'Let me think about that.',
  'It depends, but',
  'Short answer:',
  '[Okay|Sure], so',
]
