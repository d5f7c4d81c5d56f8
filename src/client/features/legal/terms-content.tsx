import { Link } from 'react-router-dom';
import { paths, SUPPORT_EMAIL } from '../../config/paths';
import { LegalDocument, type LegalSection } from './legal-document';

export const TERMS_LAST_UPDATED = 'June 24, 2025';

const SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <p>
        By using PerRound you agree to these terms and to our <Link to={paths.privacy}>Privacy Policy</Link>. If you do
        not agree, do not use the service.
      </p>
    ),
  },
  {
    title: 'Description of Service',
    body: (
      <p>
        PerRound gathers publicly listed prices for firearms, ammunition and accessories from Canadian retailers and
        lets you search, filter and compare them, including price per round and price history. PerRound does not sell,
        ship or transfer any product; every purchase is made directly with a retailer.
      </p>
    ),
  },
  {
    title: 'User Responsibilities',
    body: (
      <p>
        You are responsible for keeping your account details accurate and your password secret, and for complying with
        all federal, provincial and local laws that apply to you, including licensing (PAL/RPAL) and transport and
        storage rules for firearms and ammunition.
      </p>
    ),
  },
  {
    title: 'Age Requirements',
    body: <p>You must be 18 years of age or older to use PerRound or create an account.</p>,
  },
  {
    title: 'Pricing and Accuracy',
    body: (
      <p>
        Prices, stock status and product details come from retailers' sites and are refreshed about every 4 hours. They
        may be out of date or wrong. The retailer's price at checkout is the one that counts. All prices are in Canadian
        dollars (CAD) and do not include taxes or shipping unless the retailer includes them.
      </p>
    ),
  },
  {
    title: 'Third-Party Retailers',
    body: (
      <p>
        Retailers are independent businesses. We do not control and are not responsible for their products, prices,
        availability, shipping, returns, warranties or privacy practices. Your dealings with a retailer are between you
        and that retailer.
      </p>
    ),
  },
  {
    title: 'Referral Commissions',
    body: (
      <p>
        PerRound may earn referral commissions when you click through to a retailer and make a purchase. We may
        prioritise retailers that pay commissions in search results and recommendations. Commissions never change the
        price a retailer charges you.
      </p>
    ),
  },
  {
    title: 'Prohibited Uses',
    body: (
      <ul>
        <li>Scraping, crawling or bulk copying PerRound's data by automated means.</li>
        <li>Attempting unauthorised access to accounts, systems or data, or interfering with the service.</li>
        <li>Impersonating any person or misrepresenting your affiliation.</li>
        <li>
          Using the service for any unlawful purpose, including unlawful acquisition or transfer of firearms or
          ammunition.
        </li>
      </ul>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The PerRound name, logo, site design, software and compiled data are owned by PerRound. Product names and
        trademarks belong to their owners.
      </p>
    ),
  },
  {
    title: 'Disclaimers',
    body: (
      <p>
        The service is provided "as is" and "as available", without warranties of any kind, express or implied,
        including accuracy, availability and fitness for a particular purpose.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent permitted by law, PerRound is not liable for indirect, incidental or consequential
        damages, or for losses arising from prices, stock information or purchases made from retailers.
      </p>
    ),
  },
  {
    title: 'Service Modifications',
    body: (
      <p>
        We may change, suspend or discontinue any part of the service, including features announced as coming soon, at
        any time.
      </p>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        We may suspend or close accounts that break these terms. You may delete your account at any time from your
        account settings.
      </p>
    ),
  },
  {
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there.
        The courts of Ontario have exclusive jurisdiction.
      </p>
    ),
  },
  {
    title: 'Changes to Terms',
    body: (
      <p>
        We may update these terms. The date at the top shows the latest version; continuing to use PerRound after a
        change means you accept it.
      </p>
    ),
  },
  {
    title: 'Contact Information',
    body: (
      <p>
        Questions about these terms? E-mail{' '}
        <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Terms of Service Inquiry')}`}>
          {SUPPORT_EMAIL}
        </a>{' '}
        with the subject 'Terms of Service Inquiry'.
      </p>
    ),
  },
];

export function TermsContent() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          These terms govern your use of PerRound, a Canadian price-comparison site for firearms, ammunition and
          accessories.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
