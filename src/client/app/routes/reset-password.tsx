import { PageLayout } from '../../components/layout/page-layout';

export function ResetPasswordPage() {
  return (
    <PageLayout>
      <h1 className="h3">Reset Password</h1>
    </PageLayout>
  );
}
