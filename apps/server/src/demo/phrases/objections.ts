// Objections by category: the prospect raises one, the rep clarifies and answers (well or badly),
// the prospect reacts. Categories follow the spec's objection-handling report.

export interface ObjectionSet {
  category: 'Pricing' | 'Timing' | 'Competitor' | 'Security' | 'Integration' | 'Authority'
  raise: readonly string[]
  clarify: readonly string[]
  clarifyReply: readonly string[]
  answer: readonly string[]
  weakAnswer: readonly string[]
}

const PRICING: ObjectionSet = {
  category: 'Pricing',
  raise: [
    "[Honestly|To be honest|I'll be upfront], [the price|the number|this] is [a lot higher|higher|way above] [than we expected|than what we budgeted|than {competitor} quoted us].",
    '[{price} per {unit}|That per-{unit} price] [feels steep|is hard to justify|is going to be a tough sell] [for|to] {stakeholder}.',
    "[We just|I just] [don't see|can't see] [how we get|how I justify] {amount} [this year|right now], [given|with] [the budget cuts|everything going on].",
    '[{competitor} is|{competitor} came in] [about|almost] [thirty|twenty] percent [cheaper|lower]. [Why|So why] [would we|should we] pay [more|the premium]?',
  ],
  clarify: [
    "[That's fair|I hear you|Totally understand]. [When you say|Can I ask,] [it's high|expensive], [is it|are we talking] [the total|the per-{unit} price|the timing of the spend]?",
    '[Appreciate you saying that|Thanks for being direct]. [Compared to what|Higher compared to what], [the budget|{competitor}|the cost of doing nothing]?',
    "[Okay|Fair]. [If|Assuming] [price|the number] [weren't an issue|were the same], [would|is] {shortProduct} [the one you'd pick|your first choice]?",
  ],
  clarifyReply: [
    "[Mostly|It's mainly] [the total|the first-year cost]. [Per {unit} is fine|The unit price is okay], [it's|but] [the headcount|the number of {unit}s] [adds up|that kills it].",
    '[Compared to|Versus] {competitor}, [honestly|mostly]. [Their quote|Their number] [was|came in at] [a lot lower|way lower].',
    "[Probably yes|Yeah, probably]. [The product|Your product] [is better|seems stronger], [I'll give you that|no question].",
  ],
  answer: [
    "[Let's|Let me] [look at it|put it] [against|next to] [the cost of {pain}|what this costs you today]. [You said|You mentioned] {hours} hours a week [across the team|for your ops person]; [at a loaded cost of|at roughly] [sixty|eighty] dollars an hour [that's|that alone is] [more than|about] [the license|what we're asking]. [Does that math|Does that] [hold up|make sense] [for you|on your side]?",
    "[A couple of options|There are a few levers]: [a two-year term|a multi-year agreement] [brings|takes] [the per-{unit} price|it] [down to|to about] {discountPrice}, [or|or] [we start|we could start] [with|on] [one team|the {tier} tier] [and|then] [expand|grow] [once you've seen the value|after the pilot]. [Which|Would either of those] [works better|help]?",
    "[On {competitor}|Against {competitor}], [the list price|the headline number] [is|looks] lower, [but|though] [implementation|services|the {integration} connector] [is extra|costs extra] [there|with them]. [Apples to apples|All in], [we're|we come out] [about the same|cheaper] [over three years|in year two]. [I can|Let me] [put that|lay that] [side by side|in a one-pager] [for {stakeholder}|for you].",
  ],
  weakAnswer: [
    "[Well|I mean], [that's|that's just] [our price|the list price]. [Everyone|Most customers] [pays|pay] [that|it] [without|with no] [complaints|issues].",
    '[Yeah|Okay], [I can probably|maybe I can] [get you|find] [a discount|something]. [How much|What number] [do you need|were you thinking]?',
    "[{competitor} is|They're] [cheap for a reason|just cheaper], [honestly|trust me]. [You get what you pay for|You'll regret it].",
  ],
}

const TIMING: ObjectionSet = {
  category: 'Timing',
  raise: [
    "[The timing|Timing] [is just|is] [bad|tough|not great] [right now|this quarter]. [We're in the middle of|We have] [a reorg|a {integration} migration|budget planning].",
    "[I like it|I think it's good], [but|honestly] [this is|it's] [a next-year thing|a Q{q} thing|not a this-quarter thing] [for us|at this point].",
    '[We just|We literally just] [rolled out|signed with|went live on] {provider} [six months ago|last quarter]. [Switching again|Another change] [now|this soon] [would be|is] [a hard sell|tough].',
  ],
  clarify: [
    '[Understood|Makes sense]. [What would|What needs to] [need to be true|change] [for this to|so this could] [be a priority|move up] [this quarter|sooner]?',
    '[Totally fair|Got it]. [If we wait until|If this waits until] {timeframe}, [what happens to|how much more does] {pain} [in the meantime|cost you]?',
  ],
  clarifyReply: [
    '[If|If the] [reorg settles|migration finishes] [by {month}|early], [maybe|then possibly]. [But|Otherwise] [nobody|no one] [has bandwidth|has time] [before that|right now].',
    "[Well|I mean], [it doesn't go away|it keeps costing us]. [Probably|Maybe] [another quarter of|a few more weeks of] [misses|pain|overtime].",
  ],
  answer: [
    "[What if|How about] [we|we just] [start small|scope it down]: [a thirty-day pilot|one team] [that needs|needing] [almost no time|two hours] from [your side|your team], [so|and] [you're ready|everything is ready] [when|the moment] [the reorg|the migration] [wraps up|is done]? [That way|So] [you don't lose|nobody loses] [a quarter|another quarter].",
    "[We can also|We could] [sign now|lock pricing now] [with|and] [a start date|billing starting] [in {month}|after {timeframe}], [so|which means] [you're not paying|no spend] [until|before] [you're ready|the team can use it]. [Would that help|Would that work for {stakeholder}]?",
  ],
  weakAnswer: [
    "[Sure|Okay], [no problem|no worries]. [I'll|Let me] [reach out|check back] [next quarter|in a few months].",
    "[Hmm|Well], [prices go up|the price will go up] [in {month}|next year], [so|just so you know,] [it's|it would be] [better to sign now|smarter to decide now].",
  ],
}

const COMPETITOR: ObjectionSet = {
  category: 'Competitor',
  raise: [
    "[We're also|We are also] [looking at|talking to|evaluating] {competitor}, [and|and honestly] [they|their demo] [looked|was] [pretty strong|very similar|really slick].",
    "[Our|My] [VP|boss|CRO] [used|worked with] {competitor} [at her last company|at his previous job] [and|so] [she's|he's] [leaning that way|a fan].",
    '[What|So what] [makes you|exactly makes you] [different from|better than] {competitor}? [From the outside|On paper] [you look|it all looks] [the same|pretty much the same].',
  ],
  clarify: [
    '[Good to know|Appreciate you sharing]. [What|What specifically] [did you like|stood out] [about|in] [their demo|{competitor}]?',
    '[Fair question|Totally]. [What matters most|What would] [to you|decide it] [between the two|in the end]: [price|ease of use|the {integration} integration|support]?',
  ],
  clarifyReply: [
    "[Their|The] [dashboards|UI|reporting] [looked|seemed] [clean|simple], [and|plus] [they|they're] [already|] [integrated with|connected to] {integration}.",
    "[Ease of use|Adoption], [honestly|for sure]. [If|If the] [reps|team] [won't use it|don't use it], [nothing else matters|it's dead].",
  ],
  answer: [
    "[That makes sense|Fair]. [Where we usually win|What customers tell us] [against|versus] {competitor} is [two things|adoption and {feature}]. [Their|{competitor}'s] [setup|implementation] [typically takes|takes] [three months|a full quarter]; [ours|we] [is|are] [live in two weeks|live in a couple of weeks]. [I'd suggest|Why not] [put|putting] [both|us both] [through|in] [the same pilot criteria|a side-by-side] [and let the results decide|and see].",
    "[On adoption|On ease of use], [we'd love|happy] [to prove it|to show it]: [I can|let me] [connect you with|introduce you to] [a customer who switched|a team that moved] [from {competitor}|off {competitor}] [last year|recently]. [They'll|They can] [tell you|give you] [the honest version|the unfiltered story].",
  ],
  weakAnswer: [
    "[{competitor}|They] [are|is] [behind us|way behind] [on everything|in every analyst report], [honestly|really]. [I wouldn't|I would not] [waste time|bother] [with them|evaluating them].",
    "[We're|We are] [just better|better], [to be honest|honestly]. [Everyone|All our customers] [says so|tells us that].",
  ],
}

const SECURITY: ObjectionSet = {
  category: 'Security',
  raise: [
    '[Security|Our security team|IT] [is going to|will] [have|raise] [concerns|a lot of questions] [about|around] [where the data lives|call recordings|customer data leaving our systems].',
    '[We had|There was] [an incident|a breach] [with a vendor|at a supplier] [last year|recently], [so|and now] [anything|every new tool] [touching|that touches] [customer data|PII] [gets|goes through] [a full review|a six-week review].',
    "[Do you|Are you] [HIPAA compliant|GDPR compliant|SOC 2 certified]? [Because|If not,] [that's|that would be] [a non-starter|a blocker] [for us|here].",
  ],
  clarify: [
    '[Totally reasonable|Completely understand]. [What|Which] [does your security review|do they] [usually|typically] [need|ask for] [first|up front]?',
    '[Good that you raise it now|Glad you brought that up early]. [Is it|Is the concern] [more about|mainly] [data residency|access control|the recordings themselves]?',
  ],
  clarifyReply: [
    '[Usually|Typically] [a SOC 2 report|the questionnaire] [and|plus] [a call with|sign-off from] [our CISO|the security architect].',
    '[Mostly|Mainly] [where the data is stored|who can access it] [and|plus] [how long you keep it|retention].',
  ],
  answer: [
    "[We're|We are] [SOC 2 Type II|ISO 27001] [and|plus] [GDPR|HIPAA] [ready|compliant], [data stays|data is stored] [in {region}|in your region], [and|plus] [retention|deletion] [is configurable|is up to you]. [I'll send|Let me send] [the trust pack|our security documentation] [today|right after this], [and|and we can] [set up|book] [a call with our CISO|a session with our security team] [for your team|for your CISO] [this week|next week]. [Would that|Does that] [unblock|help] [the review|things]?",
    "[We go through|We do] [these reviews|security reviews] [all the time|every week], [so|and] [we have|there's] [a pre-filled questionnaire|answers ready for SIG and CAIQ]. [Most|Typical] reviews [take|close in] [two weeks|under three weeks] [with us|when we start early].",
  ],
  weakAnswer: [
    "[Oh|Nah], [security is|that's] [never an issue|not a problem] [with us|for our customers]. [I wouldn't worry|Don't worry] [about it|too much].",
    "[I'm not|I'm not really] [the right person|sure] [for that|on the details], [but|I think] [it should be fine|we have all the certificates].",
  ],
}

const INTEGRATION: ObjectionSet = {
  category: 'Integration',
  raise: [
    "[My concern|My worry] is [the|our] {integration} [setup|instance]. [It's|It is] [heavily customised|a mess|ten years old], [and|so] [every tool|most tools] [we've tried|we connected] [broke|struggled].",
    "[We're|We are] [migrating|moving] [from {integration}|off {integration}] [next year|soon]. [Will|Does] [this|your product] [work|still work] [with|on] [the new system|whatever we move to]?",
    "[Our|The] [IT team|engineering team] [is|is completely] [underwater|swamped]. [If|If this] [needs|requires] [engineering time|a big integration project], [it's|that's] [not happening|dead on arrival].",
  ],
  clarify: [
    '[Good to flag|Helpful to know]. [What|Which] [kind of customisations|custom objects] [are we talking|do you have] [in {integration}|there]?',
    '[Makes sense|Understood]. [How much|What] [time|effort] [could|would] [IT|your team] [realistically|actually] [give|spare] [for|to] [this|a setup like this]?',
  ],
  clarifyReply: [
    '[Custom objects|A few custom objects], [lots of|tons of] [custom fields|validation rules], [and|plus] [some|a couple of] [weird|legacy] [workflows|triggers].',
    '[Maybe|Honestly, maybe] [a day|a few hours] [from our admin|of admin time], [tops|max].',
  ],
  answer: [
    "[That's|That is] [typical|what we see with most customers], [honestly|to be fair]. [Our connector|The {integration} connector] [maps|handles] [custom objects and fields|custom fields] [through|with] [a point-and-click mapping|configuration, not code], [and|and] [our solutions team|{rep2}] [does|handles] [the mapping|it] [with your admin|for you] [in|during] [one working session|a two-hour session]. [No engineering|Zero engineering] [needed|required].",
    "[We support|We're integrated with] {integration} [and|plus] [the other major systems|the common alternatives], [so|which means] [if you migrate|when you move], [it's|that's] [a settings change|a reconnect], [not a project|not a rebuild].",
  ],
  weakAnswer: [
    "[It'll|It should] [be fine|just work]. [Our integration|The connector] [works with everything|handles anything].",
    "[Your IT team|IT] [will|would] [need to|have to] [build|set up] [the mapping|that part], [but|and] [it's|it shouldn't be] [not that hard|too hard].",
  ],
}

const AUTHORITY_OBJ: ObjectionSet = {
  category: 'Authority',
  raise: [
    "[I|I personally] [like it|am sold], [but|but honestly] [it's not|it isn't] [my call|my decision]. {stakeholder} [has to|needs to] [sign off|approve it], [and|and she's|and he's] [tough|hard to convince].",
    "[I'd need to|I have to] [run this by|talk to] {stakeholder} [first|before anything], [and|and honestly] [I'm not sure|I don't know] [it's|this is] [on their radar|a priority for them].",
  ],
  clarify: [
    "[That's helpful|Good to know]. [What will|What does] {stakeholder} [want to see|care about] [to say yes|before approving]?",
    '[Understood|Of course]. [How do you|How would you] [usually|normally] [bring|present] [something like this|a new tool] [to|for] {stakeholder}?',
  ],
  clarifyReply: [
    '[The numbers|ROI], [honestly|mostly]. [And|Plus] [proof|evidence] [that|] [it works|other companies like us use it].',
    '[Usually|Normally] [a one-page business case|a short deck] [and|then] [a fifteen-minute|a quick] [meeting|slot] [at|in] [the staff meeting|our weekly leadership meeting].',
  ],
  answer: [
    "[Let's|How about we] [build that together|put that together]. [I'll|I can] [draft|write] [the one-pager|a business case] [with|using] [the numbers you gave me|your baseline] [and|and] [a reference|a customer story] [from|in] {industry}; [you|you can] [edit it|make it yours]. [And if it helps|If useful], [I'm happy to|{rep2} and I can] [join|present in] [that|the leadership] [meeting|slot] [for ten minutes|to answer questions]. [Would|Does] [that work|that help]?",
  ],
  weakAnswer: [
    '[Okay|Sure], [just|] [let me know|tell me] [what|what they] [say|decide].',
    '[Can you|Could you] [just|] [forward|send] [them|{stakeholder}] [the deck|my e-mail]? [It|The deck] [explains everything|should be enough].',
  ],
}

export const OBJECTIONS: readonly ObjectionSet[] = [PRICING, TIMING, COMPETITOR, SECURITY, INTEGRATION, AUTHORITY_OBJ]

export const OBJECTION_ACCEPT = [
  "[Yeah|Okay], [that helps|that does help|that's helpful]. [Send|Please send] [that over|the one-pager|the details] [and|and] [I'll|we'll] [take it from there|share it internally].",
  "[That's fair|Fair enough]. [If you can|If we can] [show that|prove that] [in the pilot|in writing], [I think|then] [we're good|that works].",
  "[Okay|Alright], [I feel|that makes me feel] [better|more comfortable] [about it|]. [Let's|Let's definitely] [do that|set that up].",
  "[Hmm|Okay], [I'm not fully convinced|partly], [but|though] [that's|it's] [a fair point|worth exploring]. [Let me|I'll] [think about it|talk to the team].",
]

export const OBJECTION_UNRESOLVED = [
  "[Hmm|Okay]. [I'm|I am] [not sure|not convinced] [that|it] [really|actually] [answers|addresses] [my concern|the question], [honestly|to be honest].",
  "[Right|Okay]... [let's park that for now|we can come back to it later|maybe we come back to that].",
  "[I mean|Well], [that's|that is] [what every vendor says|what everyone says], [to be fair|no offence].",
]
