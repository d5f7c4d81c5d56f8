import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LandingNumbers } from './landing-numbers';

const FEATURES = [
  {
    title: 'Real-Time Price Tracking',
    text: 'Prices from 60+ Canadian retailers, scraped every 4 hours, with price per round for every box of ammunition.',
  },
  {
    title: 'Historical Price Data',
    text: 'See how a product has been priced over the last 7 days, or 30 days with a free account, before you buy.',
  },
  {
    title: 'Price Drop Alerts',
    text: 'Coming soon: pick a target price for a watched item and hear about it when the price falls below it.',
  },
  {
    title: 'Compare Across Retailers',
    text: 'One search shows the same product at every store that carries it, sorted by price, with stock status.',
  },
  {
    title: 'Membership Tiers',
    text: 'Browsing is free without an account. A free account adds 30-day history; Pro and Supporter tiers are on the way.',
  },
  {
    title: 'Canadian Focus',
    text: 'Canadian retailers only, every price in CAD, and calibres from .22 LR to .338 Lapua Magnum.',
  },
];

/** The marketing home page of SPEC §2 (/landing). */
export function LandingContent() {
  return (
    <>
      <section className="pr-hero text-center py-4 py-md-5 px-3" aria-labelledby="landing-title">
        <h1 id="landing-title" className="display-5 fw-bold">
          Find the best price per round in Canada
        </h1>
        <p className="lead text-body-secondary mx-auto" style={{ maxWidth: '42rem' }}>
          PerRound compares firearms, ammunition and accessories across 60+ Canadian retailers. Prices are scraped every
          4 hours, so you see what stores charge today.
        </p>
        <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
          <Link to={paths.auth} className="btn btn-outline-primary btn-lg">
            Sign In
          </Link>
          <Link to={paths.auth} className="btn btn-primary btn-lg">
            Create Free Account
          </Link>
        </div>
      </section>

      <LandingNumbers />

      <section aria-labelledby="features-title" className="py-4">
        <h2 id="features-title" className="h3 text-center mb-4">
          Everything you need to buy smarter
        </h2>
        <Row xs={1} md={2} lg={3} className="g-3">
          {FEATURES.map((f) => (
            <Col key={f.title}>
              <Card className="h-100 shadow-sm">
                <Card.Body>
                  <h3 className="h5">{f.title}</h3>
                  <p className="text-body-secondary mb-0">{f.text}</p>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className="text-center py-4 py-md-5" aria-labelledby="cta-title">
        <h2 id="cta-title" className="h3">
          Start comparing prices
        </h2>
        <p className="text-body-secondary">Free to browse. Free account for 30-day price history.</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link to={paths.auth} className="btn btn-primary btn-lg">
            Get Started Free
          </Link>
          <Link to={paths.browse} className="btn btn-outline-secondary btn-lg">
            Browse Products
          </Link>
        </div>
      </section>
    </>
  );
}
