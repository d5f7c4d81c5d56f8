import { Link } from 'react-router-dom';
import { paths, SUPPORT_EMAIL } from '../../config/paths';
import { LegalDocument, type LegalSection } from './legal-document';

export const PRIVACY_LAST_UPDATED = 'June 24, 2025';

const SECTIONS: LegalSection[] = [
  {
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run PerRound:</p>
        <ul>
          <li>
            Account information: your e-mail address, your first and last name, and a profile picture if your sign-in
            provides one.
          </li>
          <li>Preferences: for example your light or dark theme and your newsletter choice.</li>
          <li>
            Usage information: the searches you run, the pages you visit, and the retailer links you click through to
            (click-through data).
          </li>
          <li>Technical information: your device and browser type and your IP address.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To provide the service: search, price comparison and price history for your account level.</li>
        <li>To secure your account, verify your e-mail address and reset your password.</li>
        <li>To send feature-update e-mails you asked for; you can opt out at any time.</li>
        <li>To understand which features and retailers are useful, and to fix problems.</li>
      </ul>
    ),
  },
  {
    title: 'How We Share Information',
    body: (
      <p>
        We do not sell your personal information. We share it only with service providers who host and operate PerRound
        for us under confidentiality obligations, when the law requires it, or to protect the rights and safety of our
        users. When you follow a link to a retailer, the retailer learns that the visit came from PerRound.
      </p>
    ),
  },
  {
    title: 'Click Tracking and Referral Commissions',
    body: (
      <p>
        Links from PerRound to retailers pass through our servers so we can count click-throughs. Some retailers pay us
        a referral commission when a visit leads to a purchase. This costs you nothing and never changes the price a
        retailer charges you. Click records hold the product, the retailer and the time, and are tied to your account
        only when you are signed in.
      </p>
    ),
  },
  {
    title: 'Data Security',
    body: (
      <p>
        Passwords are stored only as strong one-way hashes, sessions are kept in our database so they can be revoked,
        and all traffic uses encrypted connections. No system is perfectly secure; if a breach affecting your
        information occurs, we will notify you and the Office of the Privacy Commissioner of Canada as the law requires.
      </p>
    ),
  },
  {
    title: 'Your Rights',
    body: (
      <>
        <p>Under the Personal Information Protection and Electronic Documents Act (PIPEDA) you may:</p>
        <ul>
          <li>access the personal information we hold about you;</li>
          <li>correct information that is inaccurate;</li>
          <li>delete your account and its data (from your account settings, or by asking us);</li>
          <li>opt out of marketing and feature-update e-mails;</li>
          <li>export a copy of your data in a common format.</li>
        </ul>
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; we answer within 30 days.
        </p>
      </>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        We use a session cookie to keep you signed in and local storage to remember your theme. We do not use
        advertising cookies. Blocking cookies lets you browse but not sign in.
      </p>
    ),
  },
  {
    title: 'Third-Party Services',
    body: (
      <ul>
        <li>
          A hosted sign-in provider, if you choose to sign in with one, which shares your name, e-mail and picture with
          us.
        </li>
        <li>Retailers, whose own privacy policies apply once you leave PerRound for their sites.</li>
        <li>Analytics that measure aggregate use of the site.</li>
      </ul>
    ),
  },
  {
    title: 'Age Requirement',
    body: (
      <p>
        PerRound is for people 18 years of age or older. We do not knowingly collect information from anyone under 18;
        if we learn that we have, we delete it.
      </p>
    ),
  },
  {
    title: 'Canadian Focus',
    body: (
      <p>
        PerRound serves Canadian shoppers and lists Canadian retailers with prices in CAD. Your information is handled
        under Canadian privacy law. Some service providers may store data outside Canada, where it may be subject to the
        laws of that country.
      </p>
    ),
  },
  {
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy. The date at the top shows the latest version; for important changes we will notify
        signed-in users by e-mail or on the site before they take effect.
      </p>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <p>
        Questions about privacy? E-mail{' '}
        <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Privacy Inquiry')}`}>{SUPPORT_EMAIL}</a> or use
        our <Link to={paths.contact}>contact page</Link>.
      </p>
    ),
  },
];

export function PrivacyContent() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          This policy explains what personal information PerRound collects, why, and the choices you have. PerRound
          compares prices from Canadian retailers; it sells nothing itself.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
