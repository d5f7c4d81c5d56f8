import { PageLayout } from '../../components/layout/page-layout';

export function PrivacyPage() {
  return (
    <PageLayout>
      <h1 className="h3">Privacy Policy</h1>
    </PageLayout>
  );
}
