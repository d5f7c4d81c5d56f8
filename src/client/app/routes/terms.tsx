import { PageLayout } from '../../components/layout/page-layout';

export function TermsPage() {
  return (
    <PageLayout>
      <h1 className="h3">Terms of Service</h1>
    </PageLayout>
  );
}
