import { PageLayout } from '../../components/layout/page-layout';
import { PrivacyContent } from '../../features/legal/privacy-content';

export function PrivacyPage() {
  return (
    <PageLayout>
      <PrivacyContent />
    </PageLayout>
  );
}
