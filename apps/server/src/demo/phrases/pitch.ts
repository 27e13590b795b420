// Pitch, demo walkthrough and technical deep dive.

export const PITCH = [
  "[So|Okay], [based on what you said|given what you told me], [here's|let me tell you] [how we think about it|where we fit]. {product} is a {category}, [and|so] [teams like yours|{industry} teams] use it to [fix|get rid of] {pain}. [The short version|In short]: {outcome}.",
  '[What we hear a lot|What we see all the time] [from|with] [companies your size|{industry} companies] is exactly [that|what you described]: {pain}. [We built|{company} built] {shortProduct} [specifically|] [for that|to solve that], [and|so] [most customers|our customers] [see|get] {outcome} [within|in] [the first quarter|ninety days|a couple of months].',
  "[The way|How] we're different [from {competitor}|from what you have today] is [really|basically] [two things|three things]: {feature}, [and|plus] {feature2}. [Nobody else|No one else] [does both|connects those] [out of the box|without a services project].",
  '[One customer|A customer of ours], [a {industry} company|about your size] [in {city}|], [had|was dealing with] [the exact same|a very similar] [problem|issue] with {pain}. [After|Within] [three months|one quarter] on {shortProduct}, [they got|they saw] {outcome}. [Happy to|I can] [connect you with them|share the case study].',
]

/** The prospect's reaction to the pitch and the rep's reply. */
export const PITCH_QA: readonly (readonly [string, string])[] = [
  [
    "[Okay|Interesting]. [How is that different from|Isn't that what] {competitor} [does|says], [though|no]?",
    "[Fair question|Good question]. [{competitor} is|They're] [strong on|good at] [dashboards|reporting], [but|whereas] [we|we're built to] [act on it|close the loop]: {feature} [flags|surfaces] [the issue|what matters] [and|and] [pushes it|routes it] [to the right person|into {integration}], [without|no] [anyone digging|extra clicks].",
  ],
  [
    "[That's|That would be] [compelling|interesting] [if it's true|if it works like that]. [I've heard|We've heard] [that pitch|similar promises] before, [to be fair|honestly].",
    "[Totally fair|That's fair], [everyone says that|every vendor says that]. [Which is why|That's why] [I'd rather|we'd rather] [prove it|show it] [with your data|in a pilot] [than|instead of] [ask you to trust a slide|talk about it]. [And|Plus] [I can|we can] [connect you with|put you in touch with] [a customer|a reference] [in {industry}|your size].",
  ],
  [
    "[Yeah|Okay], {outcome} [would be|is] [exactly|basically] what [we need|I'm after]. [Show me|I'd like to see] [how|it].",
    "[Love it|Great]. [I'll|Let me] [show you|pull it up] [in a minute|shortly], [but|but first] [one|a quick] [question|check]: [is|would] [that|{outcome}] [be|be] [the number|the metric] [{stakeholder} looks at|you report on]?",
  ],
  [
    '[Hmm|Okay]. [What does|How long does] [implementation|the rollout] [look like|take] [for a team our size|realistically]?',
    '[For|At] [your size|{teamSize} people], [about|roughly] [two to four weeks|a month] [end to end|from kickoff to live]. [Most of that|The bulk of it] is [connecting {integration}|training], [and|and] [we|our team] [do|does] [the heavy lifting|most of it].',
  ],
]

export const DEMO_INTRO = [
  "[Let me|I'm going to] [share my screen|pull up the product|jump into a demo]. [Shout|Stop me] [if anything|whenever something] [doesn't make sense|is unclear|looks interesting].",
  '[Okay|Alright], [you should see|you should be seeing] [our demo environment|the home screen|a sample account] [now|here]. [This is|This is what] [a manager|a rep|your ops team] [sees|would see] [first thing in the morning|when they log in].',
  "[So|Right], [rather than|instead of] [clicking through everything|a full tour], [I'll focus on|let me show] [the three things|the parts] [that map to|related to] {pain}.",
]

export const DEMO_FEATURE = [
  "[Here|Over here] [you can see|is] {feature}. [What it does|Basically] is [pull|bring] [everything|the data] [from {integration}|together] [automatically|in real time], [so|which means] [nobody|your team doesn't] [has to|have to] [copy anything|update anything by hand].",
  '[Now|Next], {feature}. [This is|This is probably] [where customers|the part customers] [get the most value|fall in love]. [You set it up once|You configure it once], [and|then] [it runs|it just runs] [on its own|in the background].',
  '[If I click into|When I open] [this one|{feature}], [you can see|you get] [the detail|the breakdown] [by team|by region|per person], [and|plus] [the history|trends over time|what changed since last week].',
  "[So|Okay], {feature}. [Think of it as|It's basically] [an early-warning system|your single source of truth|an assistant] [for|around] {painArea}. [It flags|It highlights] [anything|the stuff] [that needs attention|that's off track] [before|so you don't find out] [it's too late|at the end of the quarter].",
  "[The other thing|Something else] [I want to show|worth showing] is [how|that] {feature} [works with|connects to] {integration}. [It's|It's a] [native|two-way] [integration|sync], [no|so no] [CSV exports|middleware].",
  '[For admins|On the admin side], [you|your ops team] [can configure|control] {feature} [per team|by role], [with|and] [permissions|audit logs] [so|because] [security|IT] [always asks|will ask].',
]

/** A prospect's question during a demo and the answer that fits it. */
export const DEMO_QA: readonly (readonly [string, string])[] = [
  [
    '[Can|Could] you [go back|scroll back] to [that last screen|{feature}]? [How does|How often does] [it update|that refresh]?',
    '[Great question|Good question]. [It updates|It syncs] [every few minutes|in near real time|every fifteen minutes], [and|but] you [can also|can] [force a refresh|trigger it manually] [from here|if you need to].',
  ],
  [
    "[Does|Would] [that|this] [work|still work] if [our data in {integration} is messy|people don't log everything|we have multiple regions]?",
    "[Yes|Yeah], [and|in fact] [that's|that is] [where|exactly where] it [shines|helps most]. [It|The model] [fills the gaps|deals with missing data] [by|using] [activity data|what it already knows], [and|then] [flags|tells you] [what's missing|where the gaps are].",
  ],
  [
    '[Who|Which roles] [can see|would have access to] [this view|that dashboard]? [Can|Could] we [restrict|lock] it [down|per team]?',
    '[Access|Permissions] [are|is] [role-based|by role and team]. [Managers|A manager] [see|sees] [their team|their people], [admins|ops] [see|sees] [everything|the whole org], [and|plus] [you can|we can] [lock down|hide] [specific fields|sensitive stuff].',
  ],
  [
    'Is there [an API|a way to export this] [so|because] [our BI team|our analysts] [will want|would want] [the raw data|it in Snowflake]?',
    "[Yes|Yep], [there's|we have] [a full REST API|a Snowflake share|a daily export], [and|plus] [most customers|a lot of customers] [pipe|send] [it|the data] [into|to] [their warehouse|Looker|Tableau].",
  ],
  [
    '[How much|How much work,] [setup|configuration|admin work] [does that need|is involved|would that take] [on our side|from my team|for our ops person|before go-live]?',
    '[Honestly|Realistically], [a couple of hours|half a day] [from|for] [your admin|whoever owns {integration}]. [We do|Our team does] [most of the setup|the heavy lifting] [during onboarding|in the first week].',
  ],
  [
    "[What|And what] happens [when|if] [someone|a rep] [ignores|doesn't act on] [the alert|the recommendation]?",
    "[Then|In that case] [it|the alert] [escalates|goes] [to their manager|to the team lead] [after|within] [two days|48 hours], [and|and] [it shows up|it's flagged] [in|on] [the weekly review|the manager dashboard]. [Nobody|Nothing] [falls through the cracks|gets lost].",
  ],
  [
    '[Is|Is that] [available|included] in [every tier|the {tier} tier], or [is it|is that] [an add-on|extra]?',
    "[It's|That's] [in|included in] [{tier}|the {tier} tier] [and above|and up]. [On the lower tier|Below that] [you get|it's] [a lighter version|the basic view].",
  ],
  [
    "[Can|Could] you show [that|what it looks like] [on mobile|on the tablet app|from a manager's view]?",
    "[Sure|Absolutely], [here's|this is] [the mobile view|the app]. [Same data|Everything syncs], [just|but] [simplified|trimmed down] [for|for a] [phone|smaller screen]. [Managers|Most managers] [use it|check it] [between meetings|on the go].",
  ],
]

/** Technical questions (security, integration, pilot) with their answers. */
export const TECH_QA: readonly (readonly [string, string])[] = [
  [
    '[From a security standpoint|From an IT perspective|On the security side], where [is our data stored|is the data hosted|do you keep our data]? [We|Our policy says we] [need|require] [data residency in {region}|SOC 2 and SSO|encryption at rest].',
    "[Data is|Everything is] [hosted|stored] [in AWS|on AWS] [in {region}|in the region you choose], [encrypted at rest and in transit|with AES-256 at rest], [and|plus] we're [SOC 2 Type II|ISO 27001 certified]. [I'll send|{rep2} can send] [the security pack|our trust report] [after this|today].",
  ],
  [
    'How does the [{integration} integration|integration with {integration}] [actually|technically] work? [Is it|Do you use] [OAuth|an API key|a service account]?',
    "[It's|It uses] [OAuth|a standard OAuth flow] [with|and] [read-only scopes|the minimum scopes] [by default|to start]. [Write access|Writing back] is [optional|opt-in], and you can [scope it per object|turn it off entirely].",
  ],
  [
    '[What|Which] [permissions|scopes] [does|would] [it|the connector] [need|require] [in {integration}|on our side]?',
    '[Read access|Read scopes] [on|to] [accounts, deals and activities|the core objects], [plus|and optionally] [write access|write] [to|on] [notes|one custom field] [if you want|if you turn on] [the write-back|syncing insights back]. [Your admin|IT] [sees|approves] [the exact list|every scope] [in the consent screen|when connecting].',
  ],
  [
    '[For the POC|During the pilot], [can we|could we] [run it|test it] [on|against] [a sandbox|a subset of the team|one region] [first|before going wide]?',
    '[Yes|Absolutely], [most POCs run|our standard pilot runs] [on|with] [one team|one region] [for|over] [four to six weeks|thirty days] [with|and] [clear success criteria|a scorecard] [agreed up front|we define together].',
  ],
  [
    '[What happens|How do you handle it] [if|when] [the sync fails|an API limit is hit|{integration} is down]?',
    '[We retry|The sync retries] [automatically|with back-off], [and|and if it keeps failing] [you get|your admin gets] [an alert|an e-mail] [with the error|and we open a ticket on our side]. [Nothing|No data] [is lost|gets dropped].',
  ],
  [
    '[Do you support|Is there] [SSO with Okta|SCIM provisioning|audit logging]?',
    '[Yes to all three|Yes]: [SSO|Okta SSO] [with|plus] [SAML|SCIM], [and|plus] [full audit logs|an audit trail] [you can export|in the admin console].',
  ],
]

export const POC_STATUS = [
  "[How is|How's] [the pilot|the POC|the trial] [going|been going] [so far|on your side]? [Any|Any early] [feedback|wins|surprises] [from the team|from the users]?",
  "[Let's|Can we] [look at|go through] [the success criteria|the scorecard] [we agreed on|from the kickoff] [and|to] [see where we are|check progress]?",
  '[We noticed|I saw] [usage|logins] [dropped|picked up] [last week|in the {region} team]. [What happened there|Any idea why]?',
]

export const POC_FEEDBACK = [
  '[Mostly positive|Pretty good], [honestly|overall]. [The team|People] [like|love] {feature}. [The one|The main] [complaint|issue] [is|has been] [the {integration} sync|speed|too many notifications].',
  "[We hit|We've hit] [two|most] of the [three|four] [criteria|goals]. [The last one|The {painArea} one] [is|is still] [behind|not there yet], [mostly|partly] [because of|due to] [data quality|our side, to be fair].",
  "[Usage dropped|It dropped] [because of|during] [the offsite|quarter-end|holidays]. [It's|Should be] [back up|picking up] [this week|now].",
]
