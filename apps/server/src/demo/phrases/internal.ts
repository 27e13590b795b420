// Internal calls: pipeline review, coaching one-on-one, team standup. {rep} is the person speaking or
// addressed, {dealName}/{dealStage}/{dealAmount}/{dealAccount} the deal under discussion.

export const INTERNAL_OPEN = [
  "[Alright|Okay], [let's get started|let's kick off|let's go], [we have|we've got] [a lot to get through|a packed list|thirty minutes]. [Thanks for joining|Thanks everyone], [I know|I know it's] [it's a busy week|quarter end is close].",
  "[Morning|Hey] [everyone|team|all]. [Let's|We'll] [do|run] [the usual|the normal] [format|order]: [deals first|pipeline first], [then|and then] [blockers|anything you need from me].",
  '[Hey|Hi] {rep}, [thanks for|thanks for making] [the time|the one-on-one]. [How are you|How are you holding up] [this week|with everything]?',
]

export const PIPELINE_ASK = [
  "{rep}, [let's start with|what's the latest on|walk me through] {dealName}. [It's|It's still] [sitting|showing] [in|at] {dealStage} [for|at] {dealAmount}. [What's|What is] [the real status|actually happening]?",
  '[What about|And] {dealAccount}? Is that [still|really] [committing|closing] [this quarter|by {month}], or [should we|do we need to] [move it|push it]?',
  "[I see|Looks like] {dealName} [hasn't moved|has been stuck] [in {dealStage}|at {dealStage}] [for|for about] [three weeks|a month]. [What's|What is] [blocking it|the hold-up]?",
  '[Who|Who else] [have we|have you] [met|talked to] [at {dealAccount}|on {dealName}] [besides|other than] [the champion|our main contact]? [Do we|Have we] [have access to|met] [the economic buyer|the person who signs]?',
  'Is there [a competitor|anyone else] [in|on] {dealName}? [I heard|I keep hearing] {competitor} [is|is very] [aggressive|discounting heavily] [right now|this quarter].',
]

export const PIPELINE_ANSWER = [
  '[Good news|So], {dealName} [is|is looking] [on track|solid]. [We had|I had] [the {dealStage} call|a great call] [on {weekday}|last week], [and|and] [they|the champion] [confirmed|said] [budget|the timeline] [is|was] [approved|locked]. [Next step is|Next up is] [procurement|legal|the exec demo].',
  "[Honestly|To be honest], {dealAccount} [went quiet|has gone a bit dark]. [My contact|The champion] [hasn't replied|hasn't answered] [since|for] [{weekday}|two weeks]. [I'm|I'm going to] [trying|try] [going around|going over] [to|via] [their VP|the CFO] [this week|next].",
  "[It's|It is] [stuck on|blocked by] [security review|legal|procurement]. [They|Their team] [sent|came back with] [a hundred-question questionnaire|redlines] [and|and] [we're|we are] [waiting on|chasing] [our security team|legal] to [finish it|get back to them].",
  "[We're|We are] [up against|competing with] {competitor} [there|on that one]. [They|{competitor}] [came in|quoted] [thirty percent|way] [lower|cheaper], [so|and] [I might|I'll probably] [need|ask for] [some help|approval] [on pricing|for a discount].",
  "[I'd|I would] [move it|push it] [to next quarter|out a month], [honestly|to be safe]. [They|The buyer] [said|told me] [the budget|funding] [won't|doesn't] [free up|get released] [until|before] {month}.",
]

export const PIPELINE_COACH = [
  "[Okay|Alright], [my advice|what I'd do]: [get|book] [a meeting|time] [with|in front of] [the economic buyer|their CFO] [before|ahead of] [end of month|{weekday}], [and|and] [bring|take] [a mutual action plan|a one-page business case]. [If|If they] [won't|don't] [meet|take the meeting], [that tells us|that's a signal] [something|a lot].",
  "[Let's|We should] [not|not just] [discount|drop the price] [yet|right away]. [First|Before that], [understand|find out] [why|what] [{competitor}|the other vendor] [is|is actually] [winning on|offering]. [Then|And then] [we|we can] [decide|talk about price].",
  "[Put|Let's put] [it|{dealName}] [in best case, not commit|as best case for now], [until we hear back|until we have a signed order form]. [I'd rather be|I want to be] [a bit conservative|honest] [in the forecast|with the number] [this week|for the board].",
  '[Great work|Nice work] [on that one|there]. [Make sure|Just make sure] [the next step|the date] [is|is actually] [in the CRM|on the calendar], [not|not just] [in your head|in an e-mail].',
]

export const COACH_REVIEW = [
  '[I listened to|I watched] [your call with|the recording of] {dealAccount} [from {weekday}|last week]. [The opening|Your opening] was [really strong|great], [you|you] [set the agenda|confirmed the time] [and|and] [got them talking|asked good questions] [early|right away].',
  "[One thing|Something] [I noticed|I'd work on]: [when|after] [they|the prospect] [raised|brought up] [price|{competitor}], [you|you kind of] [jumped straight to|went right to] [a discount|defending], [instead of|rather than] [asking|clarifying] [what|what exactly] [they meant|was behind it].",
  "[You|You did] [talk|speak] [about|for about] [seventy|sixty-five] percent [of the call|of the time]. [Try|Let's try] [to get that|getting that] [closer to|down to] [forty|fifty] [next time|on the next one]. [More questions|Ask more], [fewer|less] [features|pitch].",
  "[The call|That call] [ended|wrapped up] [without|with no] [a clear next step|a date]. [That's|That's the] [the one habit|one thing] [I really want|I'd love] [us to fix|you to nail]: [always|every call] [book|put] [the next meeting|something on the calendar] [before|while] [everyone is still on|you hang up].",
]

export const COACH_REPLY = [
  "[Yeah|Yes], [that's fair|fair point]. [I|I kind of] [panicked|got nervous] [a bit|a little] [when|once] [they|he] [brought up|mentioned] {competitor}.",
  "[Thanks|Thank you], [that's helpful|good feedback]. [Can we|Could we] [role-play|practice] [the pricing conversation|handling that] [next week|on Thursday]?",
  "[Totally|Agreed]. [I|I've] [noticed|seen] [that|it] [too|myself] [in|on] [the scorecard|the checklist], [next steps|the next-step item] [is|is always] [my lowest|red].",
  "[I|I actually] [did|tried to] [book|ask for] [the next call|a follow-up], [but|and] [he|she] [said|wanted] [to check|to look at] [calendars|the team's schedule] [first|before].",
]

export const STANDUP_UPDATE = [
  "[Yesterday|Since yesterday] I [had|ran] [two|three] [discovery calls|demos], [one with|including] {dealAccount}, [which|and it] [went|went really] [well|great]. [Today|Today I'm] [focusing on|working on] [follow-ups|proposals] [and|plus] [the {dealName} proposal|prep for a demo].",
  '[Not much|Quiet day] [yesterday|on my side], [mostly|just] [prospecting|cold calls] [and|plus] [admin|CRM cleanup]. [Booked|I booked] [two|a couple of] [meetings|first calls] [for next week|though].',
  "[Blocker|One blocker]: [I still need|I'm waiting on] [the security pack|legal|a pricing approval] [for|on] {dealName}. [Can someone|Who can] [help|chase] [that|it]?",
  '[Big news|Quick win], {dealAccount} [signed|verbally committed] [yesterday|this morning]! [Paperwork|The order form] [should|will] [come|be back] [by {weekday}|this week].',
]

export const STANDUP_REACT = [
  '[Nice|Great|Awesome], [well done|congrats|nice work]!',
  "[I can|I'll] [help with that|ping legal] [after this|today].",
  '[Good|Okay]. [Keep|Keep me] [me posted|in the loop].',
  "[Let's|We can] [take that offline|talk after the call].",
]

export const INTERNAL_CLOSE = [
  "[Okay|Alright], [that's everyone|that's the list]. [Go|Let's go] [close some deals|have a great week]. [Thanks all|Thanks team].",
  '[Thanks|Thank you], {rep}. [Same time next week|Talk next week]. [Ping me|Slack me] [if anything|if something] [comes up|changes].',
  "[Great session|Good session]. [I'll|I will] [update|send] [the forecast|the notes] [and|and] [share|send] [it|them] [in the channel|by e-mail].",
]
