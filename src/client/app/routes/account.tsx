import { PageLayout } from '../../components/layout/page-layout';

export function AccountPage() {
  return (
    <PageLayout>
      <h1 className="h3">Account Settings</h1>
    </PageLayout>
  );
}
