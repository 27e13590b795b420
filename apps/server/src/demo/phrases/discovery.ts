// Discovery topics: each has the rep's questions, the prospect's answers, a follow-up and an elaboration.

export interface Topic {
  key: string
  ask: readonly string[]
  answer: readonly string[]
  /** A follow-up question paired with the answer that fits it. */
  probes: readonly (readonly [string, string])[]
}

export const PAIN: Topic = {
  key: 'pain',
  ask: [
    '[So|Okay so], [what|what exactly] [prompted|kicked off] [this conversation|you taking the call|the search] [right now|at this point]?',
    "[Walk me through|Tell me about|Help me understand] [what's not working|the biggest headache|what keeps you up at night] [with {painArea}|on your team|today]?",
    '[If you could|If you had a magic wand and could] fix one thing [about {painArea}|on the team|this quarter], what would it be?',
    '[When you say|You mentioned] {pain}, [what does that actually look like|how does that show up|what does that mean] [day to day|for the team|in practice]?',
    "[What happens|What's the impact] when {pain} [goes wrong|gets worse|isn't fixed]? [Who feels it first|Who notices]?",
    '[How much|Roughly how much] [time|money|effort] [would you say|do you think] {pain} [costs you|eats up] [a week|a month|each quarter]?',
  ],
  answer: [
    "[Honestly|Well|So], [the big one|the biggest thing|what's really hurting us] is {pain}. [We've grown|The team has doubled|We added {teamSize} people] [in the last year|since January] and [the old way|what we had] [just doesn't scale|is falling apart].",
    "[It's|I'd say it's] {pain}, [hands down|for sure|no question]. [Last quarter|Last month|In Q{q}] we [missed|got burned on|got surprised by] [a number|a couple of big deals|our target] [because of it|and nobody saw it coming], and [leadership|the board|our CEO] [was not happy|asked a lot of questions].",
    "[We spend|My team spends] [something like|probably] {hours} hours a week [on|just on] [workarounds|manual work|chasing data] [because of|around] {pain}. [That's|It's] [time we don't have|a full headcount, basically|crazy when you add it up].",
    "[A couple of things|Two things, really]. [First|One], {pain}. [Second|Two], {pain2}. [They're related|They feed into each other], [honestly|actually].",
    "[I mean|Look], [everyone talks about|we all know about] {pain}, but [nobody owns it|it's nobody's job to fix it|it keeps getting pushed to next quarter]. [I'm trying to change that|That's why I'm here].",
    "[Our VP|My boss|The exec team] [set a goal|made it a priority] to [fix|get a handle on] {pain} [this year|by {timeframe}], [so|and] [it's on me|I'm the one looking] [to find something|to figure it out].",
  ],
  probes: [
    [
      '[Can you give me|Do you have] [an example|a recent example] [of that|from last month]?',
      '[Yeah|Sure], [so|like] [last {weekday}|two weeks ago|at the end of last quarter], [we had|there was] a [situation|case] where {pain} [meant we missed|caused a delay on] [a big renewal|an important customer|our forecast call], and [it took us|we spent] [three days|a week] [to untangle it|cleaning it up].',
    ],
    [
      '[Has that always been the case|Was it always like that], or [did something change|is it new since the reorg|is it getting worse]?',
      "[It's|It has] [gotten worse|definitely gotten worse] [since|after] [we moved to {integration}|the reorg|we opened the {city} office]. [Before that|Back then], [it was manageable|we could brute-force it].",
    ],
    [
      '[Who else cares about|Which other teams are affected by|Who else feels] {pain}?',
      "[Finance|Our CFO|Operations] [cares the most|feels it a lot], [because|since] [they get the numbers last|they have to explain it upstairs]. [It's|It becomes] [a trust issue|political], [honestly|basically].",
    ],
    [
      '[Have you tried|Did you try] [to fix|solving] [this|that] before? [What happened|How did that go]?',
      '[We tried|We actually tried] [building something in-house|a consultant|{incumbent}] [about a year ago|in 2022], [but|and] [it never really stuck|adoption was terrible|it broke every time something changed].',
    ],
    [
      '[If nothing changes|Say nothing changes] [by {timeframe}|over the next six months], what happens?',
      "[If nothing changes|If we do nothing], [honestly|realistically], [we'll keep|we're going to keep] [missing targets|burning people out|losing customers], and [I'll be having this same conversation|someone will be asking me why] [next year|in six months].",
    ],
    [
      '[And|So] how does that [affect|show up for] [the rest of the team|your numbers|your week]?',
      '[It|That] [means|basically means] [late nights|overtime] [for|at] [quarter end|month end], [and|and] [people|the team] [are|are getting] [frustrated|tired of it]. [Two people|One of my best people] [left|quit] [partly|in part] [because of it|over that].',
    ],
  ],
}

export const CURRENT_SOLUTION: Topic = {
  key: 'current_solution',
  ask: [
    '[How are you|How do you] [handling|dealing with|solving] [that|{painArea}] [today|right now|at the moment]?',
    '[What does|Can you walk me through what] the [process|workflow] [look like|looks like] [today|end to end], [from start to finish|step by step]?',
    "[What are you using|What tools are you using|What's in your stack] [for that|for {painArea}] [today|right now]?",
    '[Is that|Is it] [mostly manual|a tool|a mix of both], [or|or is it] [something you built|something off the shelf]?',
  ],
  answer: [
    "[Right now|Today|Honestly], [it's|we're using] {incumbent}. [It works|It kind of works], [but|and] [it doesn't scale|it breaks every time someone changes something|only one person really understands it].",
    "[It's mostly|Mostly] {incumbent}, [plus|and then] [a lot of|some] [spreadsheets|Slack threads|manual copy-paste]. [Every {weekday}|Every week] [someone|my ops person] [spends|burns] [half a day|hours] [pulling it together|building the report].",
    "[We have|We've got] {incumbent} [for the core stuff|as the main thing], and [then|on top of that] [{integration} for the data|a couple of homegrown scripts]. [It's|It's kind of] [duct tape|a patchwork], [honestly|to be fair].",
    '[Good question|So]. [The process|How it works] [today|right now] is [each manager|each team lead|the ops team] [collects|pulls] [numbers|updates] [in|from] {incumbent}, [sends them over|drops them in a sheet], and [then|finally] [we|I] [reconcile|clean up] [everything|the mess] [before the meeting|on {weekday} mornings].',
  ],
  probes: [
    [
      '[What do you like|What works well] about {incumbent}?',
      "[What I like is|The good part is] [it's familiar|everyone knows it|it was cheap]. [The bad part|The problem] is [it's slow|nobody trusts the output|it needs constant babysitting].",
    ],
    [
      '[Who|Which team] [owns|maintains] that [today|process]?',
      "[Basically|Realistically] [one person|one analyst|my ops lead] [owns it|holds it together], and [when she's out|if he goes on vacation] [we're stuck|nothing gets done].",
    ],
    [
      '[Where does it break|What breaks first] [when things get busy|at the end of the quarter]?',
      '[At quarter end|During peak|When it gets busy] it [falls over|just breaks]. [We end up|People end up] [working weekends|doing it by hand|guessing].',
    ],
    [
      '[How long|How many hours] does that take [each week|every cycle]?',
      "[Probably|I'd guess] {hours} hours [a week|every cycle], [across|spread across] [two or three people|the team]. [Nobody|No one] [has ever|has really] [measured it|added it up] [properly|to be honest].",
    ],
  ],
}

export const CURRENT_PROVIDER: Topic = {
  key: 'current_provider',
  ask: [
    '[Are you|Are you currently] working with [anyone|a vendor|a provider] [on this|for {painArea}] [today|right now]?',
    "[Who's|Who is] [your current provider|the incumbent|the vendor today] [for {painArea}|there]? [And|And roughly] how long have you been with them?",
    'When [does your contract with {provider}|does the {provider} contract|does that contract] [come up for renewal|renew]?',
    '[How happy are you|How do you feel] [with {provider}|about {provider}], [on a scale of one to ten|honestly]?',
  ],
  answer: [
    "[We're with|We use|We signed with] {provider} [about|around|almost] [two years ago|eighteen months ago|three years ago]. [Renewal is|The renewal is|Contract's up] [in {month}|at the end of {month}|next {month}].",
    "[It's|That's] {provider}. [They're|It's] [fine|okay|decent], [I guess|I'd say a six]. [Support has been|Support is] [slow|hit or miss|getting worse] [since they got acquired|lately].",
    "[Officially|On paper], {provider}. [In practice|Realistically], [half the team|most reps] [don't use it|went back to spreadsheets|ignore it].",
    "[No one|Nobody], [really|actually]. [We|We've] [looked at|evaluated] {competitor} [last year|a while back] [but|and] [it didn't go anywhere|the timing was wrong].",
  ],
  probes: [
    [
      '[What would it take|What would need to be true|What would have to happen] for you to [switch|move away from {provider}|consider a change][ this year|| before the renewal]?',
      '[If we switch|To switch], [it has to be|it would need to be] [clearly better|a no-brainer], [because|since] [migration is painful|people are tired of new tools|we just rolled out {provider}].',
    ],
    [
      'Would [the renewal date|{month}|the {provider} renewal] be [a hard deadline|a forcing function|the real deadline] [for this decision|for you|for the team]?',
      "[Yeah|Honestly], [the renewal|{month}] is [the deadline|our window]. [If we don't decide by then|Otherwise] [we auto-renew|we're locked in] [for another year|for two more years].",
    ],
    [
      "[What's missing|What do you wish you had] [with {provider}|that {provider} doesn't give you]?",
      "[The reporting|Their integration with {integration}|Their mobile app] [is the big gap|is honestly terrible|never worked for us]. [We|We've] [raised it|asked for it] [a dozen times|every QBR].",
    ],
  ],
}

export const TIMELINE: Topic = {
  key: 'timeline',
  ask: [
    "[What's|What is] [your timeline|the timeline] [for|on] [making a decision|getting something in place|fixing this]?",
    "[Is there|Do you have] [a date|an event|a deadline] [driving this|you're working towards]?",
    '[When|By when] [would you need|do you need] this [live|up and running|rolled out]?',
    "[What happens|What's the consequence] if this [slips|isn't live] [past|by] {timeframe}?",
  ],
  answer: [
    "[Ideally|We'd like] [live|up and running] [by|before] {timeframe}. [That's when|Because that's when] [our new fiscal year starts|peak season hits|we onboard the new hires].",
    "[There's|We have] [a board meeting|our kickoff|the QBR] [in {month}|at the end of {month}], and [I'd love to|I want to] [show progress|present a plan] [by then|there].",
    "[No hard date|Nothing firm], [honestly|to be honest]. [But|That said], [the pressure|the pain] [is real|isn't going away], [so|and] [sooner is better|I'd say this quarter].",
    '[We need|I need] [a decision|to decide] [by {timeframe}|in the next {weeks} weeks], [because|since] {provider} [renews|auto-renews] [right after|in {month}].',
  ],
  probes: [
    [
      '[Working back from|If we work backwards from] {timeframe}, by when [would you need|do you need] [the POC done|a signed contract|legal review done]?',
      "[Realistically|If I'm honest], [legal takes|procurement takes|security review takes] [three or four weeks|a month|forever] [here|at {account}], [so|which means] [we'd need to start|I'd want to kick that off] [soon|by {month}].",
    ],
    [
      '[What could|Is there anything that could] [get in the way of|delay] that [timeline|date]?',
      "[The only thing|The one thing] [that could|that might] [slow us down|delay it] is [the reorg|a budget freeze|the {integration} migration] [we have going on|that's happening in parallel].",
    ],
    [
      '[How firm is that date|Is that date set in stone], or [could it move|is it more of a goal]?',
      "[It's pretty firm|It's fixed], [because|since] [our CEO|the board] [already announced|has committed to] it [internally|to the team].",
    ],
  ],
}

export const AUTHORITY: Topic = {
  key: 'authority',
  ask: [
    '[Besides you|Other than yourself], [who else|who] [is involved|needs to be involved] [in the decision|in evaluating this]?',
    'How [do decisions like this|does a purchase like this] [usually|typically] [get made|work] at {account}?',
    '[Once|After] [your team|you] [is convinced|are happy], [what happens next|what are the steps] [to get to a signature|to get this approved]?',
    '[Who|Who ultimately] [signs off|has the final say] on [this|budget for this]?',
  ],
  answer: [
    "[It's|That would be] [me and|myself and] {stakeholder}. [I'll|I would] [run the evaluation|make the recommendation], but {stakeholder} [signs|has the final say].",
    "[Anything over|Anything above] [fifty|a hundred] thousand [goes to|needs] {stakeholder} [and|plus] [procurement|legal|IT security]. [So|Realistically], [there are|it's] [a few|three or four] [steps|people].",
    "[Honestly|To be transparent], [I'm|I am] [the champion|driving this], [but|and] [{stakeholderName}|my boss] [needs to|has to] [see the business case|buy in]. [She's|He's] [skeptical|cautious] [after the last tool|about new vendors].",
    '[IT|Security] [has to|will need to] [sign off|review it] [first|before anything], [then|and then] [finance|procurement] [does the paperwork|handles contracting].',
  ],
  probes: [
    [
      '[What does|What would] {stakeholder} [care about|need to see] [most|to say yes]?',
      "[{stakeholder}|My boss] [cares about|looks at] [ROI|the numbers|payback period] [first|above everything]. [If|As long as] [we can show|you can show] [payback in under a year|a clear return], [it's an easy yes|it'll go through].",
    ],
    [
      '[Who else|Which other teams] [will need to|have to] [review|look at] [it|this] [before signature|along the way]?',
      '[Security|IT] [will want|are going to ask for] [your SOC 2|a pen test report|the data flow diagram] [up front|early], [so|just] [have that ready|flagging it now].',
    ],
    [
      'How long does [procurement|legal review] usually take [at {account}|on your side]?',
      "[Procurement|Legal] [is slow|takes time] [here|at {account}], [like|probably] [four to six weeks|a full month], [so|and] [we should|let's] [start early|get ahead of it].",
    ],
    [
      'Has {stakeholder} [bought|signed off on] [something like this|a tool like this] before?',
      "[Once|Yes, once], [a few years ago|back in 2021], [and|but] [it|it kind of] [flopped|didn't go well], [so|which is why] [they're|they are] [careful|cautious] [now|this time].",
    ],
  ],
}

export const BUDGET: Topic = {
  key: 'budget',
  ask: [
    '[Do you have|Is there] [budget|a budget] [set aside|allocated] for [this|solving this] [this year|in {quarter}]?',
    '[How have|How did] you [funded|paid for] [tools like this|similar projects] [in the past|before]?',
    "[Without|I'm not asking for] [holding you to it|a commitment], [what range|what kind of range] [did you have in mind|were you thinking]?",
  ],
  answer: [
    "[There is|We have] [some|a] budget [for this|in {quarter}], [but|and] [it's not huge|it's tight|we have to justify it]. [Somewhere around|Probably] {amount} [a year|annually], [give or take|roughly].",
    "[Not yet|Not formally]. [If the case is strong|If we can show the value], [I can|we can] [get it|find it] [from|out of] [the {provider} budget|the enablement budget|next year's plan].",
    "[It would come out of|It's] [my budget|the ops budget|the sales tools budget], [so|and] [I have some flexibility|I can move things around], [but|though] [not unlimited|anything big needs approval].",
  ],
  probes: [
    [
      '[Is that|Would that be] [per year|annual], or [for the whole project|one-off]?',
      "[Annual|Per year]. [Multi-year|A longer term] [could work|is possible] [if the discount is meaningful|if there's an out clause].",
    ],
    [
      '[What happens|What would you do|How would you handle it] if [it comes in above|the number is higher than|we land a bit above] [that|that range|{amount}]?',
      "[If it's higher|Above that], [I'd need to|we'd have to] [go to {stakeholder}|take it to the exec team], [which adds time|which is doable but slower].",
    ],
  ],
}

export const SUCCESS: Topic = {
  key: 'success',
  ask: [
    "[Six months from now|A year from now], [if this goes well|if we're successful], [what's different|what does success look like]?",
    "[How would you|How will you] [measure|know] [whether it's working|success]?",
    '[What numbers|Which metrics] [do you report on|matter most] [to {stakeholder}|upstairs]?',
  ],
  answer: [
    "[Success|For me success] [looks like|is] {outcome}. [If we get|If I can get] [that|there], [I'm|we're] [happy|in great shape].",
    '[Honestly|Simple], {outcome}, and [my team|the reps] [not hating|actually using] [the tool|it]. [Adoption|Usage] is [everything|the big one] [for us|here].',
    "[We'd track|I'd look at] [{percent} percent improvement in {painArea}|hours saved per week|the error rate] [against|versus] [today|the baseline].",
  ],
  probes: [
    [
      "[What's|What is] the [baseline|number] [today|right now]?",
      "[Today|Right now] we're [at about|around] {percent} percent, [give or take|roughly]. [Getting that down|Moving that] [by a third|even ten points] [would be huge|would pay for itself].",
    ],
    [
      "[Would you|Could you] [share|send] [that baseline|those numbers] [so we can|and we'll] [build|put together] [a business case|an ROI model]?",
      "[Sure|Yeah], [I can|let me] [pull|dig up] [the numbers|last quarter's report] [after the call|this week].",
    ],
  ],
}

export const TEAM: Topic = {
  key: 'team',
  ask: [
    '[How big is|What does] [the team|your team] [look like|today], [and how is it structured|and who does what]?',
    '[How many people|How many users] [would|would actually] [use this|be on it] [day to day|at launch]?',
    '[Are you|Is the team] [growing|hiring] [this year|over the next few quarters]?',
  ],
  answer: [
    '[About|Around|Roughly] {teamSize} people [across|in] [three|four] [teams|regions], [plus|and] [a small ops team|two analysts|managers].',
    '[At launch|To start], [probably|maybe] {teamSize}. [If it works|If it goes well], [double that|the whole org] [by next year|eventually].',
    "[We're hiring|Hiring] [like crazy|a lot|about ten people] [this quarter|this half], [mostly|especially] in {city}.",
  ],
  probes: [
    [
      '[Are they|Is everyone] [in one place|in the same office], or [spread out|remote]?',
      '[Mostly remote|Spread out], [with|and] [hubs in|an office in] {city} [and|plus] [a few people in Europe|the London team].',
    ],
    [
      '[How|How quickly] do [new hires|new people] [ramp|get up to speed] [today|right now]?',
      "[Ramp is|Onboarding takes|Getting someone productive takes] [three months|way too long|most of a quarter|twelve weeks or so], [honestly|which is part of the problem|and that's with a buddy system|mostly because of {pain}].",
    ],
  ],
}

export const DISCOVERY_TOPICS: readonly Topic[] = [PAIN, CURRENT_SOLUTION, CURRENT_PROVIDER, TIMELINE, AUTHORITY, BUDGET, SUCCESS, TEAM]

/** Rep's playback of what they heard, a best practice the checklist rewards. */
export const SUMMARISE = [
  "[So|Okay so], [if I heard you right|let me play that back|just to make sure I got it], [the main issue is|it's really] {pain}, [it's costing you|which costs you] [about {hours} hours a week|real money], and [you need|you want] [something in place|it fixed] [by {timeframe}|before {month}]. [Did I get that right|Is that fair|Anything I missed]?",
  '[Let me summarise|Quick summary] [before we move on|so far]: {incumbent} [today|in place], [frustration with|pain around] {pain}, [and|plus] [a decision|a date] [around {timeframe}|in {month}]. [Sound right|Yes]?',
]

export const SUMMARISE_REPLY = [
  "[Yeah|Yes], [that's|that is] [it|exactly it|spot on]. [I'd add|Maybe add] [that|] {pain2} [is part of it too|matters too].",
  "[Pretty much|That's about right]. [The date|The timeline] [might move|is a bit soft], [but|though] [otherwise yes|the rest is right].",
  "[Exactly|Yes, perfect]. [You nailed it|That's a better summary than I'd give].",
]
