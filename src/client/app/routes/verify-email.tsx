import { useEffect, useRef, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../components/layout/page-layout';
import { paths } from '../../config/paths';
import { errorMessage } from '../../features/auth/error-message';
import { trpc } from '../../lib/trpc';

type State = { status: 'loading' } | { status: 'success'; message: string } | { status: 'error'; message: string };

/** SPEC §2 Verify e-mail: also confirms a change of address (the token says which). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const utils = trpc.useUtils();
  const verify = trpc.auth.verifyEmail.useMutation();
  const [state, setState] = useState<State>(
    token ? { status: 'loading' } : { status: 'error', message: 'Invalid verification link' },
  );
  // A token works once: React's development double effect must not post it twice.
  const posted = useRef(false);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    verify.mutate(
      { token },
      {
        onSuccess: (r) => {
          setState(
            r.message
              ? { status: 'success', message: r.message }
              : { status: 'error', message: 'Failed to verify email' },
          );
          void utils.auth.me.invalidate();
        },
        onError: (error) => setState({ status: 'error', message: errorMessage(error, 'Failed to verify email') }),
      },
    );
  }, [token, verify, utils]);

  return (
    <PageLayout>
      <Card className="mx-auto text-center" style={{ maxWidth: 520 }}>
        <Card.Body className="p-4">
          {state.status === 'loading' && (
            <>
              <Spinner animation="border" role="status" className="mb-3" />
              <h1 className="h4">Verifying your email...</h1>
            </>
          )}
          {state.status === 'success' && (
            <>
              <h1 className="h4 text-success">Email Verified!</h1>
              <p>{state.message}</p>
              <Link to={paths.auth} className="btn btn-primary">
                Sign In to Your Account
              </Link>
            </>
          )}
          {state.status === 'error' && (
            <>
              <h1 className="h4 text-danger">Verification Failed</h1>
              <p>{state.message}</p>
              <div className="d-flex gap-2 justify-content-center">
                <Link to={paths.auth} className="btn btn-primary">
                  Back to Sign In
                </Link>
                <Link to={paths.browse} className="btn btn-outline-secondary">
                  Return to Home
                </Link>
              </div>
            </>
          )}
        </Card.Body>
      </Card>
    </PageLayout>
  );
}
