import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { PageLayout } from '../../components/layout/page-layout';
import { paths } from '../../config/paths';
import { AuthBenefits } from '../../features/auth/auth-benefits';
import { CheckEmailView } from '../../features/auth/check-email-view';
import { RegisterForm } from '../../features/auth/register-form';
import { SignInForm } from '../../features/auth/sign-in-form';
import { useAuthActions } from '../../features/auth/use-auth-actions';
import { useCurrentUser } from '../../features/auth/use-current-user';

export function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'register' ? 'register' : 'signin');
  const { login, register, resend, registeredEmail } = useAuthActions();

  if (registeredEmail) {
    return (
      <PageLayout>
        <div className="mx-auto" style={{ maxWidth: 520 }}>
          <CheckEmailView email={registeredEmail} onTryAgain={() => resend.mutate()} isResending={resend.isPending} />
        </div>
      </PageLayout>
    );
  }
  if (isLoading) return <FullScreenSpinner />;
  // SPEC §4: an authenticated visitor of /auth goes to / (but not while a sign-in is finishing its toast).
  if (user && !login.isPending && !login.isSuccess) return <Navigate to={paths.browse} replace />;

  return (
    <PageLayout>
      <Row className="g-4 justify-content-center">
        <Col lg={6}>
          <Card>
            <Card.Body className="p-4">
              <h1 className="h3 mb-1">Welcome to PerRound</h1>
              <p className="text-body-secondary">Sign in or create a free account to unlock 30-day price history.</p>
              <Tabs
                activeKey={tab}
                onSelect={(k) => setTab(k ?? 'signin')}
                className="mb-3"
                fill
                mountOnEnter
                unmountOnExit
                transition={false}
              >
                <Tab eventKey="signin" title="Sign In">
                  <SignInForm onSubmit={(input) => login.mutate(input)} isPending={login.isPending} />
                </Tab>
                <Tab eventKey="register" title="Create Account">
                  <RegisterForm onSubmit={(input) => register.mutate(input)} isPending={register.isPending} />
                </Tab>
              </Tabs>
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <AuthBenefits />
        </Col>
      </Row>
    </PageLayout>
  );
}
