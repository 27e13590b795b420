import { BrandLogo } from '../../../components/BrandLogo'
import { PartnerVideoPoster } from './PartnerVideoPoster'

const CHECK = (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true" focusable="false">
    <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

const FEATURES = [
  'A notetaker joins the meetings on your calendar and records them',
  'Summaries, action items and checklist signals after every call',
  'Calls mapped to CRM deals, with reports for managers',
]

/** The left column of the sign-in page: the product pitch, or the partner offer. */
export function LoginHero({ partner }: { partner: boolean }) {
  return (
    <section className="login-hero" aria-label={partner ? 'Partner offer' : 'About Parley'}>
      <BrandLogo tone="light" size={36} />
      {partner ? <PartnerPitch /> : <StandardPitch />}
    </section>
  )
}

function StandardPitch() {
  return (
    <div className="login-hero__content">
      <p className="login-hero__eyebrow">Conversation intelligence for sales teams</p>
      <h2 className="login-hero__headline">Every sales call, captured and understood.</h2>
      <ul className="login-hero__list">
        {FEATURES.map((text) => (
          <li key={text}>
            {CHECK}
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function PartnerPitch() {
  return (
    <div className="login-hero__content">
      <p className="login-hero__eyebrow">Partner bundle</p>
      <h2 className="login-hero__headline">Win more deals with Parley.</h2>
      <p className="login-hero__text">Teams using Parley see their win rate rise by up to 20%.</p>
      <div className="offer">
        <p className="visually-hidden">Bundle price: $108 per month instead of $120 per month, 10% off.</p>
        <div className="offer__price" aria-hidden="true">
          <span className="offer__now">$108</span>
          <span className="offer__unit">/month</span>
          <s className="offer__was">$120/month</s>
          <span className="offer__badge">10% off</span>
        </div>
        <p className="offer__trial">Plus a one-month free trial.</p>
      </div>
      <PartnerVideoPoster />
    </div>
  )
}
