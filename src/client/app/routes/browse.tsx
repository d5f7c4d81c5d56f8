import { PageLayout } from '../../components/layout/page-layout';

export function BrowsePage() {
  return (
    <PageLayout>
      <h1 className="h3">Browse Products</h1>
    </PageLayout>
  );
}
