import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../components/layout/page-layout';
import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { errorMessage } from '../../features/auth/error-message';
import { ForgotPasswordForm } from '../../features/auth/forgot-password-form';
import { trpc } from '../../lib/trpc';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = trpc.auth.forgotPassword.useMutation({
    onSuccess: (r, input) => {
      setSentTo(input.email);
      toast({ title: 'Reset Link Sent', description: r.message, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to send reset link', 'Failed to send reset link. Please try again.'),
        variant: 'destructive',
      }),
  });
  return (
    <PageLayout>
      <Card className="mx-auto" style={{ maxWidth: 480 }}>
        <Card.Body className="p-4">
          {sentTo ? (
            <div className="text-center">
              <h1 className="h4">Reset Link Sent</h1>
              <p>
                If an account with <strong>{sentTo}</strong> exists, we sent it a link to reset the password. The link
                works for 1 hour.
              </p>
              <div className="d-flex gap-2 justify-content-center">
                <Link to={paths.auth} className="btn btn-primary">
                  Back to Sign In
                </Link>
                <Button variant="outline-secondary" onClick={() => setSentTo(null)}>
                  Send Another Link
                </Button>
              </div>
            </div>
          ) : (
            <>
              <h1 className="h4">Forgot your password?</h1>
              <p className="text-body-secondary">
                Enter your email and we&apos;ll send you a link to reset your password.
              </p>
              <ForgotPasswordForm onSubmit={(input) => request.mutate(input)} isPending={request.isPending} />
              <div className="text-center mt-3">
                <Link to={paths.auth} className="small">
                  Back to Sign In
                </Link>
              </div>
            </>
          )}
        </Card.Body>
      </Card>
    </PageLayout>
  );
}
