import Card from 'react-bootstrap/Card';

/** The /auth side panel (SPEC §2): what a free account brings. */
export function AuthBenefits() {
  return (
    <Card className="h-100 border-0 bg-body-tertiary">
      <Card.Body>
        <h2 className="h5 mb-3">Why create a free account?</h2>
        <ul className="list-unstyled d-grid gap-3 mb-0">
          <li>
            <strong className="d-block">Real-time pricing</strong>
            <span className="text-body-secondary">
              Current prices from 60+ Canadian retailers, refreshed about every 4 hours.
            </span>
          </li>
          <li>
            <strong className="d-block">Price history</strong>
            <span className="text-body-secondary">
              30-day price history for every product, free with a verified email.
            </span>
          </li>
          <li>
            <strong className="d-block">Every calibre</strong>
            <span className="text-body-secondary">
              Calibre coverage from .22 LR to .338 Lapua Magnum, compared by price per round.
            </span>
          </li>
        </ul>
      </Card.Body>
    </Card>
  );
}
