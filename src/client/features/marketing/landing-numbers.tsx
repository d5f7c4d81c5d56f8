import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { centsToDollars } from '../../../shared/format';
import type { LandingStats } from '../../../shared/schemas/site';
import { calibreLabel } from '../../components/catalogue-labels';
import { trpc } from '../../lib/trpc';

const SLOTS = 5;

/** Today's lowest price per round of the most offered calibres, straight from the catalogue. */
export function LandingNumbers() {
  const query = trpc.site.landingStats.useQuery(undefined);
  if (query.isError) return null;
  return <LandingNumbersView stats={query.data} />;
}

export function LandingNumbersView({ stats }: { stats: LandingStats | undefined }) {
  return (
    <section aria-labelledby="numbers-title" className="py-4">
      <h2 id="numbers-title" className="h3 text-center mb-1">
        Today&apos;s lowest price per round
      </h2>
      <p className="text-center text-body-secondary mb-4">
        {stats ? (
          <>
            {stats.liveListings.toLocaleString('en-CA')} live listings from {stats.activeRetailers} retailers, in stock
            now
          </>
        ) : (
          <Placeholder animation="glow" as="span">
            <Placeholder xs={6} />
          </Placeholder>
        )}
      </p>
      <Row
        xs={1}
        sm={2}
        lg={5}
        className="g-3"
        as="ul"
        role="list"
        aria-busy={!stats}
        style={{ listStyle: 'none', paddingLeft: 0 }}
      >
        {stats
          ? stats.calibres.map((c) => (
              <Col as="li" key={c.calibre}>
                <div className="pr-stat">
                  <h3 className="h6 mb-2">{calibreLabel(c.calibre)}</h3>
                  <div className="pr-stat-value">${c.pricePerRound}</div>
                  <div className="small text-body-secondary mb-2">per round</div>
                  <p className="small mb-2 text-truncate" title={c.title}>
                    ${centsToDollars(c.priceCents)} for {c.boxQuantity} at {c.retailerName}
                  </p>
                  <Link to={`/?calibre=${encodeURIComponent(c.calibre)}`} className="small">
                    {c.listings.toLocaleString('en-CA')} offers
                    <span className="visually-hidden"> of {calibreLabel(c.calibre)}</span>
                  </Link>
                </div>
              </Col>
            ))
          : Array.from({ length: SLOTS }, (_, i) => (
              <Col as="li" key={i} aria-hidden="true">
                <div className="pr-stat">
                  <Placeholder as="div" animation="glow" className="mb-2">
                    <Placeholder xs={5} />
                  </Placeholder>
                  <Placeholder as="div" animation="glow" className="pr-stat-value">
                    <Placeholder xs={8} />
                  </Placeholder>
                  <Placeholder as="div" animation="glow" className="small mb-2">
                    <Placeholder xs={4} />
                  </Placeholder>
                  <Placeholder as="p" animation="glow" className="small mb-2">
                    <Placeholder xs={10} />
                  </Placeholder>
                  <Placeholder as="div" animation="glow" className="small">
                    <Placeholder xs={4} />
                  </Placeholder>
                </div>
              </Col>
            ))}
      </Row>
    </section>
  );
}
