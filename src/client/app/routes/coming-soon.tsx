import { PageLayout } from '../../components/layout/page-layout';
import { ComingSoonContent } from '../../features/marketing/coming-soon-content';

export function ComingSoonPage() {
  return (
    <PageLayout>
      <ComingSoonContent />
    </PageLayout>
  );
}
