import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** SPEC §2 coming-soon page. */
export function ComingSoonContent() {
  return (
    <Card className="mx-auto shadow-sm" style={{ maxWidth: '40rem' }}>
      <Card.Body className="p-4 text-center">
        <h1 className="h3">Coming Soon</h1>
        <p className="text-body-secondary">
          This feature is in development. We are building it alongside our historical price database.
        </p>
        <ul className="list-unstyled text-start d-inline-block mb-4">
          <li>✓ Extended price history (1+ years)</li>
          <li>✓ Price drop alerts</li>
          <li>✓ Watchlist</li>
          <li>✓ Advanced analytics</li>
        </ul>
        <div>
          <Link to={paths.browse} className="btn btn-primary">
            Back to Dashboard
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
