import { PageLayout } from '../../components/layout/page-layout';

export function VerifyEmailPage() {
  return (
    <PageLayout>
      <h1 className="h3">Verify Email</h1>
    </PageLayout>
  );
}
