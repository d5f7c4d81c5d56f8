import { PageLayout } from '../../components/layout/page-layout';

export function ForgotPasswordPage() {
  return (
    <PageLayout>
      <h1 className="h3">Forgot Password</h1>
    </PageLayout>
  );
}
