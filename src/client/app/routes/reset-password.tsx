import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLayout } from '../../components/layout/page-layout';
import { toast } from '../../components/toast/toast-store';
import { paths } from '../../config/paths';
import { errorMessage } from '../../features/auth/error-message';
import { ResetPasswordForm } from '../../features/auth/reset-password-form';
import { trpc } from '../../lib/trpc';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const utils = trpc.useUtils();
  const [done, setDone] = useState<string | null>(null);
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: (r) => {
      setDone(r.message);
      toast({ title: 'Password Reset', description: r.message, variant: 'success' });
      // Every session ended, this browser's too.
      utils.auth.me.setData(undefined, null);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to reset password', 'Failed to reset password. Please try again.'),
        variant: 'destructive',
      }),
  });

  function submit(newPassword: string) {
    if (!token) {
      toast({ title: 'Error', description: 'Invalid reset link', variant: 'destructive' });
      return;
    }
    reset.mutate({ token, newPassword });
  }

  return (
    <PageLayout>
      <Card className="mx-auto" style={{ maxWidth: 480 }}>
        <Card.Body className="p-4">
          {done ? (
            <div className="text-center">
              <h1 className="h4 text-success">Password Updated!</h1>
              <p>{done}</p>
              <Link to={paths.auth} className="btn btn-primary">
                Sign In
              </Link>
            </div>
          ) : (
            <>
              <h1 className="h4">Set a new password</h1>
              {!token && (
                <Alert variant="danger">
                  Invalid reset link. <Link to={paths.forgotPassword}>Request a new one</Link>.
                </Alert>
              )}
              <ResetPasswordForm onSubmit={submit} isPending={reset.isPending} />
            </>
          )}
        </Card.Body>
      </Card>
    </PageLayout>
  );
}
