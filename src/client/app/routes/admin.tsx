import { PageLayout } from '../../components/layout/page-layout';

export function AdminPage() {
  return (
    <PageLayout>
      <h1 className="h3">Admin Dashboard</h1>
    </PageLayout>
  );
}
