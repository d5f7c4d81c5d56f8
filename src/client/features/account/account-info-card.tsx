import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { toast } from '../../components/toast/toast-store';
import { errorMessage } from '../auth/error-message';
import { trpc } from '../../lib/trpc';

interface AccountUser {
  email: string;
  membershipTier: string;
  createdAt: Date | string;
  emailVerified: boolean;
}

export function AccountInfoCard({ user }: { user: AccountUser }) {
  const resend = trpc.account.resendVerification.useMutation({
    onSuccess: (r) => toast({ title: 'Email sent', description: r.message, variant: 'success' }),
    onError: (error) =>
      toast({
        title: 'Failed to send email',
        description: errorMessage(error, 'Failed to send email'),
        variant: 'destructive',
      }),
  });
  const since = new Date(user.createdAt).toLocaleDateString('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5">
        Account Information
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0">
          <dt className="col-sm-4">Email</dt>
          <dd className="col-sm-8" data-testid="account-email">
            {user.email}
          </dd>
          <dt className="col-sm-4">Membership</dt>
          <dd className="col-sm-8">
            <Badge bg={user.membershipTier === 'pro' ? 'warning' : 'secondary'}>
              {user.membershipTier === 'pro' ? 'Pro' : 'Free Account'}
            </Badge>
          </dd>
          <dt className="col-sm-4">Member Since</dt>
          <dd className="col-sm-8">{since}</dd>
          <dt className="col-sm-4">Email Status</dt>
          <dd className="col-sm-8 d-flex align-items-center gap-2 flex-wrap">
            {user.emailVerified ? (
              <Badge bg="success">Verified</Badge>
            ) : (
              <Badge bg="warning" text="dark">
                Unverified
              </Badge>
            )}
            {!user.emailVerified && (
              <Button size="sm" variant="outline-primary" onClick={() => resend.mutate()} disabled={resend.isPending}>
                {resend.isPending ? 'Sending...' : 'Resend Email'}
              </Button>
            )}
          </dd>
        </dl>
      </Card.Body>
    </Card>
  );
}
