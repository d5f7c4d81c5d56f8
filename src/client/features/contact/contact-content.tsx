import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { SUPPORT_EMAIL } from '../../config/paths';
import { ContactForm } from './contact-form';

const CARDS = [
  {
    title: 'Email Support',
    text: 'Questions about prices, your account or the site. We respond within 24 hours.',
    href: `mailto:${SUPPORT_EMAIL}`,
    link: SUPPORT_EMAIL,
  },
  {
    title: 'Retailer Requests',
    text: 'Know a Canadian store we should track? Include the retailer name and website URL.',
    href: `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Retailer Request')}`,
    link: 'Request a retailer',
  },
  {
    title: 'Report Issues',
    text: 'A wrong price, a broken link or a product in the wrong category? Tell us and we will fix it.',
    href: `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Issue Report')}`,
    link: 'Report an issue',
  },
];

/** SPEC §2 contact page: three cards and the form. */
export function ContactContent() {
  return (
    <>
      <h1 className="h3 mb-2">Contact Us</h1>
      <p className="text-body-secondary mb-4">We read every message. Pick the best way to reach us.</p>
      <Row xs={1} md={3} className="g-3 mb-4">
        {CARDS.map((c) => (
          <Col key={c.title}>
            <Card className="h-100 shadow-sm">
              <Card.Body>
                <h2 className="h6">{c.title}</h2>
                <p className="small text-body-secondary">{c.text}</p>
                <a href={c.href} className="small">
                  {c.link}
                </a>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      <Card className="shadow-sm">
        <Card.Body>
          <h2 className="h5 mb-3">Send us a message</h2>
          <ContactForm />
        </Card.Body>
      </Card>
    </>
  );
}
