import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** SPEC §2: the Pro teaser, hidden for Pro members (the caller decides). */
export function ProTeaserCard() {
  return (
    <Card as="section" aria-labelledby="pro-title" className="mb-4 shadow-sm border-primary-subtle">
      <Card.Body>
        <h2 id="pro-title" className="h5">
          Pro Features Coming Soon
        </h2>
        <p className="text-body-secondary">We are building tools for serious shooters and collectors:</p>
        <ul className="small">
          <li>Extended price history (1+ years)</li>
          <li>Price drop alerts when a watched item falls below your target price</li>
          <li>Watchlist for the products you care about</li>
          <li>Advanced analytics and CSV/Excel export</li>
        </ul>
        <Link to={paths.comingSoon} className="btn btn-outline-primary btn-sm">
          See what Pro will add
        </Link>
      </Card.Body>
    </Card>
  );
}
