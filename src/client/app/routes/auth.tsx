import { PageLayout } from '../../components/layout/page-layout';

export function AuthPage() {
  return (
    <PageLayout>
      <h1 className="h3">Sign In</h1>
    </PageLayout>
  );
}
