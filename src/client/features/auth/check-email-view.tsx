import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * Shown after sign-up (SPEC §2 'Check Your Email'): the account exists and is signed in; a verification link
 * went to the address. 'try again' resends the link (the visitor is signed in, so the form would not help).
 */
export function CheckEmailView({
  email,
  onTryAgain,
  isResending,
}: {
  email: string;
  onTryAgain: () => void;
  isResending: boolean;
}) {
  return (
    <Card>
      <Card.Body className="text-center p-4">
        <div className="display-6 mb-2" aria-hidden="true">
          ✉️
        </div>
        <h2 className="h4">Check Your Email</h2>
        <p>
          We sent a verification link to <strong>{email}</strong>. Click it to verify your email and unlock 30-day price
          history.
        </p>
        <p className="small text-body-secondary">
          Didn&apos;t get it? Check your spam folder, or{' '}
          <Button variant="link" className="p-0 align-baseline small" onClick={onTryAgain} disabled={isResending}>
            {isResending ? 'sending...' : 'try again'}
          </Button>
          .
        </p>
        <Link to={paths.browse} className="btn btn-primary">
          Continue to PerRound
        </Link>
      </Card.Body>
    </Card>
  );
}
