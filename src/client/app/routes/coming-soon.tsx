import { PageLayout } from '../../components/layout/page-layout';

export function ComingSoonPage() {
  return (
    <PageLayout>
      <h1 className="h3">Coming Soon</h1>
    </PageLayout>
  );
}
