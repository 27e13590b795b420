// Pricing, negotiation, renewal and next steps.

export const RECAP_VALUE = [
  '[Before we get into|Before we talk] [numbers|pricing], [let me|I want to] [recap|quickly recap] [what we heard|where we landed]: {pain} [is costing you|costs you] [real time|about {hours} hours a week], [the pilot showed|you saw in the POC] {outcome}, and [the target date|your date] is {timeframe}. [Still accurate|Anything changed]?',
  "[So|Okay], [to recap|to summarise] [the last few weeks|the evaluation]: [your team|the pilot group] [used|has been using] {feature} [daily|every week], [and|and] [the feedback|the scorecard] [was|came back] [strong|positive]. [Does that|Is that] [match|how] [what you're hearing|{stakeholder} sees it]?",
]

export const PRICE_PRESENT = [
  '[So|Okay], [for|at] {teamSize} {unit}s [on|with] [the {tier} tier|{tier}], [list|the list price] is {price} per {unit} per month, [so|which comes to] [about|roughly] {amount} [a year|annually]. [That includes|Included is] [onboarding|implementation], [the {integration} connector|all integrations] [and|plus] [premium support|a dedicated CSM].',
  "[We put together|I've put together] [two|three] [options|packages]. [Option one|The first] is [{tier}|the {tier} tier] [at|for] {amount} [annual|a year]; [option two|the second] [adds|includes] {feature} [and|plus] [{feature2}|premium support] [for|at] [about twenty percent more|a bit more]. [Most teams your size|Most customers like you] [pick|go with] [the second|option two].",
  "[Pricing is|It's priced] per {unit}, [so|and] [it scales|grows] [with you|as you grow]. [For|At] [your size|{teamSize} {unit}s] [you're looking at|it's] [roughly|about] {amount} [for the first year|a year]. [Multi-year|A two-year term] [brings|takes] [that|the unit price] [down|to] {discountPrice}.",
]

export const PRICE_REACTION = [
  "[Okay|Hmm]. [That's|That is] [in the range|within range|a bit above what we planned]. [What|What kind of] [flexibility|room] [is there|do you have] [on|with] [the price|that number]?",
  '[Can you|Could you] [break that down|send the breakdown] [by|per] [team|module|year]? [{stakeholder} will|Finance will] [ask|want to see it].',
  'Is there [a discount|any discount] [for paying annually|if we pay upfront|if we sign before the end of the quarter]?',
  "[What's|What is] [the minimum|the smallest] [commitment|number of {unit}s]? [We might|I'd rather] [start with one team|start smaller] [and|then] [expand|grow].",
]

export const NEGOTIATE_REP = [
  "[If you can|If we can] [sign|get signatures] [before|by] [the end of the quarter|the end of {month}], [I can|I'm able to] [offer|do] {discount} [off|on] [the first year|year one]. [Beyond that|Anything more] [I'd need|needs] [approval from my VP|a conversation with our deal desk].",
  "[I can't really move on|I can't go much lower on] [the unit price|price], [but|but what I can do is] [include|throw in] [{feature2}|premium onboarding|an extra month] [at no cost|for free], [or|or we could] [offer quarterly billing|ramp the price in year one].",
  "[How about|What if] [we do|we went with] [a two-year term|a three-year term] [with|and] [a price lock|a cap on increases] [at|of] [three percent|five percent]? [That gets you|You'd get] {discount} [and|plus] [predictability|budget certainty].",
  "[Let me|I'll] [take|bring] [that|your ask] [to our deal desk|to my manager] [and|and] [come back to you|get back to you] [by|before] {weekday}. [No promises|I can't promise anything], [but|though] [I'll push for it|I'll make the case].",
  "[One option|Another idea]: [we|we could] [start|launch] with [{teamSize} {unit}s|one team] [at|on] [the {tier} price|{tier} pricing], [and|and then] [lock in|hold] [the same rate|today's rate] for [the expansion|any seats you add] [within|over] [twelve months|the first year].",
  "[Honestly|To be transparent], {discount} is [already|pretty much] [the best|the most] [I've seen approved|our deal desk approves] [for|at] [this size|this volume]. [If|If we] [go further|go beyond that], [I'd|we'd] [need something back|need a longer term or a case study].",
]

export const NEGOTIATE_PROSPECT = [
  "[We'd need|I'd need] [something closer to|at least] [twenty|fifteen] percent [to get this through|for {stakeholder} to sign]. [Can you make that work|Is that something you can do]?",
  "[A two-year term|Multi-year] [could work|might work], [but|though] only [with an exit clause after year one|if there's a performance clause|if we can drop seats at renewal].",
  '[Quarterly billing|Paying quarterly] [would really help|is a must] [for|with] [our cash flow|finance].',
  '[If you|If you can] [include|throw in] [onboarding|the premium support], [I think|then I think] [we can|we could] [get there|make this work].',
  '[Our|The] [finance team|CFO] [will|is going to] [push back|ask why] [on|about] [the year-two increase|the uplift]. [Can we|Could we] [cap it|take it out]?',
  "[The|Your] [competitor|other vendor] [offered|came back with] [a free pilot|three months free]. [I'm not saying|I'm not asking] [you have to match it|you need to match], [but|though] [it would help|it helps] [me|internally].",
]

/** Contract and procurement exchanges: [who asks, question, answer]. */
export const CONTRACT_EXCHANGES: readonly (readonly ['rep' | 'prospect', string, string])[] = [
  [
    'rep',
    "[Where are we|What's the status] [with|on] [the MSA|legal|the redlines]? [Last I heard|Last I saw], [your counsel|legal] [had comments on|was reviewing] [the liability cap|the DPA|the indemnity clause].",
    "[Legal|Our counsel] [is|is still] [working through it|reviewing]. [Most of it is fine|Most of it looks okay]; [the sticking point|the open question] is [the liability cap|data retention|the auto-renewal clause]. [I|I'll] [expect|should have] [their comments|the markup] [by {weekday}|this week].",
  ],
  [
    'prospect',
    '[Procurement|Our procurement team] [needs vendors to|requires you to] [fill in|complete] [the vendor form|a supplier onboarding form] [and|plus] [a W-9|insurance certificates]. [Did you get|Have you received] [the link|that e-mail]?',
    '[Yes|Yep], [the vendor form|the supplier form] [went in|was submitted] [on {weekday}|yesterday]. [Insurance certificates|The certificates] [are attached|went with it].',
  ],
  [
    'prospect',
    '[Which|Whose] [paper|contract template] [do you want to|should we] sign on, [yours or ours|your template or ours]?',
    "[We're happy to|We can] [sign on|use] [your paper|your template], [as long as|provided] [the DPA|our data terms] [is attached|stay as they are]. [That usually|That normally] saves [a week|a couple of weeks].",
  ],
  [
    'rep',
    '[Did|Has] [legal|your team] [had a chance to|managed to] [look at|review] [our redlines|the changes we sent back] [on the MSA|on {weekday}]?',
    "[Yes|Mostly], [they accepted|they're fine with] [most of them|all but two]. [The liability cap|The governing law clause] [is still open|needs one more round], [but|and] [I don't think|I doubt] [it's a blocker|it holds anything up].",
  ],
  [
    'prospect',
    '[Our|The] [security team|IT team] [needs|wants] [the completed questionnaire|your pen test summary] [before|ahead of] [signature|the PO]. [Is that|Is that one] [on its way|done]?',
    "[It's|That's] [done|with our security team], [I'll|I will] [send it|have it to you] [by|before] {weekday}. [We|We've] [answered|completed] [all|every one] of [the questions|the two hundred questions].",
  ],
]

export const IMPLEMENTATION = [
  '[Once|After] [we sign|the paperwork is done], [onboarding|kickoff] [usually|typically] [starts|happens] [within|in] [a week|five business days]. [Week one|The first week] is [connecting {integration}|the technical setup], [week two|then] [training|admin training], and [by week four|within a month] [most teams|your reps] [are live|are fully using it].',
  "[We'd assign|You get] [a dedicated CSM|an onboarding manager] [and|plus] [a solutions engineer|{rep2}] [for the rollout|for the first ninety days]. [They|They'll] [run|do] [weekly check-ins|a weekly call] [with|for] [your admin|the project team].",
  "[For training|On training], [we do|we run] [live sessions|thirty-minute sessions] [by role|for managers and reps separately], [and|plus] [there's|we have] [an on-demand academy|recorded videos] [for new hires|for anyone who joins later].",
  '[A good rollout plan|What works best] is [to start|starting] with [one team|a pilot group of {teamSize}], [get|collect] [a quick win|early results], [then|and then] [roll out|expand] [to the rest|region by region].',
]

export const IMPLEMENTATION_REPLY = [
  "[That|A month] [sounds|seems] [reasonable|doable]. [Our admin|My ops lead] [is|will be] [pretty stretched|busy] [in {month}|at quarter end], [so|so let's] [plan around that|keep that in mind].",
  "[Who|Who on our side] [needs to|should] [be involved|join] [in the kickoff|from day one]? [I want to|I'd like to] [line people up|block calendars] [now|early].",
  '[Can|Could] [the training|the sessions] [be recorded|happen in the afternoon]? [We have|Half the team is] [people in {city}|folks in another time zone].',
  '[I like|That works for] [the pilot-first approach|starting small]. [It|That] [makes|will make] [the internal sell|getting buy-in] [a lot easier|easier].',
  '[What|What kind of] [time commitment|effort] [does that mean|are we talking] [for|from] [my managers|the team leads] [during|in] [the first month|rollout]?',
  "[We|We've] [been burned|had bad experiences] [by|with] [long rollouts|implementations that dragged on] [before|in the past]. [If|As long as] [you can|we can] [hit|stick to] [that|the] [timeline|four weeks], [great|we're good].",
  '[Does|Would] [the onboarding|the rollout] [cover|include] [data migration|historical data] from {incumbent}, or [do we|would we] [start fresh|start from zero]?',
  "[Our|The] [{region} team|new hires in {city}] [would|should] [go first|be the pilot], [honestly|I think]. [They're|They are] [the most|most] [eager|motivated].",
]

export const CUSTOMER_STORY = [
  "[Actually|Funny enough], [a customer of ours|one of our customers], [a {industry} company|a team about your size] [in {city}|], [was|had been] [in the same spot|exactly where you are] [last year|a while back]. [They had tried|They'd been using|They were running on] {incumbent}, [and|and] [after three months|within a quarter] [on {shortProduct}|with us] [they got|they saw] {outcome}. [Happy to|I can] [intro you|connect you] [to their VP|if that helps].",
  '[What we usually see|The pattern we see] [is|is that] [the first win|the quick win] [comes from|is] {feature}. [Teams|Most teams] [notice|feel] [it|the difference] [in the first two weeks|almost immediately], [and|and] [that|that early win] [is what gets|gets] [the rest of the org|people] [on board|excited].',
]

export const CUSTOMER_STORY_REPLY = [
  '[A reference call|Talking to them] [would be|would actually be] [great|really useful]. [Especially|Particularly] [for|with] {stakeholder}.',
  "[That's|That is] [encouraging|good to hear]. How long did it take them [to get there|to see results]?",
  '[Interesting|Okay]. [Were they|Was that] [on|with] {integration} [too|as well]?',
  "[Huh|Oh], [I think|I believe] I [know|know someone at] [that company|them], [actually|funnily enough]. [Small world|I'll ask around].",
  "[How big|How large] [was their team|is their team] [compared to ours|though]? [We're|We are] [about|around] {teamSize} [people|users].",
  '[Did they|Did they have to] [change their process|retrain people] [much|a lot], or [did it|does it] [fit|just fit] [how they already worked|their existing workflow]?',
  "[Honestly|To be fair], [every vendor|everyone] has [a story like that|a case study]. [What I'd|What I would] [really|actually] [want|like] is [to see|to hear about] [one that failed|a rollout that went badly] [and why|and what you learned].",
  '[Can you send|Could you send] [me|over] [the case study|that write-up]? [{stakeholder}|My boss] [likes|will want] [to read|to see] [the numbers|that kind of thing] [before|ahead of] [meetings|the next call].',
  '[Okay|Right], [{outcome}|those results] [would|would honestly] [get|make] [people|my team] [pretty excited|very happy] [here|at {account}].',
]

export const SIGNATURE_TIMELINE = [
  "[Realistically|So realistically], [when|by when] [do you think we can|could we] [get this signed|have signatures]? [I want to|I'd like to] [make sure|be sure] [onboarding|kickoff] [starts|can start] [before|by] {timeframe}.",
  "[Who|Who's] [signs|the signatory] [on your side|at {account}], [and|and] [are they|is that person] [around|in the office] [next week|before {month}]?",
]

export const SIGNATURE_REPLY = [
  "[If|If the] [redlines close|legal wraps up] [this week|by {weekday}], [I'd say|probably] [end of the month|within two weeks]. {stakeholder} [signs|is the signatory], [and|and] [is back from vacation|is around] [on {weekday}|next week].",
  '[It goes|It has to go] [through|via] [DocuSign|our contract system] [after|once] [finance approves|procurement is done], [so|which is] [probably|roughly] [ten days|two weeks].',
]

export const RENEWAL_REVIEW = [
  "[Let's|I want to] [start with|look at] [how|how the team has] [used|been using] {shortProduct} [this year|since the last QBR]: [active users are|usage is] [up|at] {percent} percent, [and|and] {feature} [is|has become] [the most used|the top] [feature|part].",
  "[Over the last|In the last] [quarter|six months], [your team|you] [got|saw] {outcome}, [based on|according to] [the numbers|your own numbers] [we pulled|from the dashboard]. [Does that match what you're seeing|Is that how it feels on your side|Would you agree with that|Is that fair to say|Did I miss anything there|Anything you'd add or correct]?",
  "[Renewal is|The renewal is] [coming up|due] [in {month}|at the end of {month}]. [Before|Ahead of] [that|the paperwork], [I wanted|I'd like] [to check|to understand] [what's working|how things are] and [what's not|where we can do better].",
]

export const RENEWAL_FEEDBACK = [
  '[Overall|Generally], [really good|solid]. [The team|Everyone] [relies on|lives in] {feature} [now|these days]. [The only|The one] [gripe|complaint] is [support response times|the {integration} sync being slow|too many notifications].',
  "[Honestly|To be honest], [adoption|usage] [dropped|has been uneven] [in|on] [the {region} team|the new team]. [We|We've] [had turnover|reorganised] [there|], [so|and] [they|the new people] [never really got trained|weren't onboarded].",
  "[We're|We are] [happy|pretty happy], [but|though] [budget|finance] [is|is really] [pushing back|scrutinising everything] [this year|on renewals]. [Expect|There will be] [some|a] [negotiation|conversation] [on price|about the increase].",
]

export const EXPANSION = [
  '[You mentioned|You said] [the {region} team|the new team|marketing] [is|was] [asking|curious] about [it|{shortProduct}]. [Would it make sense|Should we] [to include|add] [them|those seats] [in|with] [the renewal|this renewal] [and|so] [co-term|align] [everything|the dates]?',
  "[There's|We also have] {feature2} [now|which launched last quarter], [which|and it] [addresses|covers] [exactly|] [the {painArea} issue|what you raised last time]. [Want|Want me] [to|to set up] [a quick demo|a short session] [for|with] [your team|the managers]?",
]

export const EXPANSION_REPLY = [
  "[Maybe|Possibly]. [Let's|Let's first] [get|sort out] [the renewal|the core renewal] [done|first], [then|and then] [talk about|look at] [adding|expanding] [in {month}|next quarter].",
  '[Yeah|Yes], [actually|that would be great]. [They|The {region} team] [have been|has been] [asking|bugging me] [about it|for weeks].',
  '[Depends on|It depends on] [the price|what it costs]. [If|If the] [increase|uplift] [is|stays] [reasonable|small], [sure|probably].',
]

export const NEXT_STEPS_REP = [
  "[For next steps|In terms of next steps], [I'll|I will] [send|get you] [the recap|a summary] [and|plus] [the deck|pricing] [today|by end of day], [and|and] [let's|can we] [book|lock in] [the|a] [technical session|demo for {stakeholder}|next call] [for|on] {weekday} [at 2|at 10|afternoon]? [I'll|I can] [send|put] [the invite|it on the calendar] [now|while we're on].",
  '[So|Okay so], [action items|to recap the action items]: [on our side|from us], [the security pack|the business case] [and|plus] [a reference call|the mutual action plan]; [on yours|from you], [the baseline numbers|intro to {stakeholder}|the success criteria]. [Can we|Shall we] [meet again|reconvene] [on {weekday}|next week] [to review|to go over it]?',
  "[What I'd suggest|My suggestion] [as a next step|for next steps] is [a pilot|a thirty-day POC] [with|for] [one team|the {region} team], [kicking off|starting] [on {weekday}|next week]. [I'll|I'll draft] [send over|write up] [the success criteria|a pilot plan] [and|so] [you can|you and {prospect2} can] [review|edit it]. [Does that work|Fair]?",
  "[Let's|I'd like to] [set up|get] [time|thirty minutes] [with|including] {stakeholder} [next week|before {timeframe}] [to|so we can] [walk through|present] [the proposal|the business case]. [What does|How does] [their calendar|{weekday}] [look|look like]?",
]

export const NEXT_STEPS_PROSPECT = [
  "[Sounds good|That works]. [{weekday}|Next {weekday}] [at 2|in the afternoon|morning] [works|is fine] [for me|for us]. [I'll|I will] [loop in|bring] {prospect2}.",
  "[Send|Please send] [the recap|the notes] [and|and] [I'll|I will] [share it|forward it] [with|to] {stakeholder}. [I'll|I can] [come back to you|get back to you] [by|before] [end of next week|{weekday}].",
  "[Let me|I need to] [check|look at] [calendars|{stakeholder}'s calendar] [first|before I commit]. [I'll|I will] [reply|get back to you] [on the thread|by e-mail] [with|with a couple of] [some times|options].",
  "[Yes|Yeah], [let's|let's do] [the pilot|it]. [I'll|I'll get] [get|pull] [the baseline numbers|the list of pilot users] [over to you|together] [by|before] {weekday}.",
]

/** Calls that end without a dated next step (the checklist's gap). */
export const VAGUE_NEXT_STEPS = [
  "[Okay|Alright], [well|so], [I'll|I will] [follow up|send something over] [at some point|soon]. [Let me know|Just let me know] [if you have questions|what you think].",
  "[Cool|Great], [let's|we can] [touch base|reconnect] [sometime|in a few weeks].",
]
